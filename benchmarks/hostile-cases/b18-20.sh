# what: SIGSTOP of specs trainium2 --all --csv s.csv (cache off) while its temporary file exists (fsync held 2 s), then SIGKILL while stopped (a supervisor giving up on a frozen job), then the same export rerun: the user's old s.csv survives the kill (old text), and the rerun gives rc 0 with s.csv equal to a lone export (a dead writer's leftover .tmp must not block or corrupt it)
# expect-rc: 0
# expect: rerun ok
export TRAINIUM_REPORT_NO_CACHE=1
ulimit -c 0
timeout 55 "$TR" specs trainium2 --all --csv ref.csv > /dev/null 2>&1
echo old > s.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2000000 "$TR" specs trainium2 --all --csv s.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.s.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && { kill -STOP "$py"; sleep 0.5; kill -KILL "$py"; }
wait $sp
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ "$(cat s.csv)" = old ] || { cmp -s s.csv ref.csv || { echo "CHECK FAILED: s.csv damaged by the kill"; bad=1; }; }
timeout 55 "$TR" specs trainium2 --all --csv s.csv > o2.txt 2>&1; rc=$?
echo "rerun rc=$rc; left: $(ls -A | grep tmp)"
[ $rc = 0 ] && cmp -s s.csv ref.csv || { echo "CHECK FAILED: rerun"; tail -2 o2.txt; bad=1; }
[ $bad = 0 ] && echo "rerun ok"; exit $bad
