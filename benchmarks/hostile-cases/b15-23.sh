# what: SIGKILL of claims --csv c.csv (cache off) while its temporary file exists (fsync held under strace; SIGKILL cannot be held), where c.csv is the user's older export: the old c.csv must be intact (the new file is only renamed over it when whole); a following claims --csv c.csv then writes the whole audit (equal to a lone run), rc 0, no traceback (a stale hidden .c.csv.*.tmp left by the kill may remain)
# expect-rc: 0
# expect: kill ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" claims --csv c.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
[ -n "$py" ] && kill -KILL "$py"
wait $sp
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ "$(cat c.csv)" = old ] || { echo "CHECK FAILED: old export lost after SIGKILL"; bad=1; }
timeout 55 "$TR" claims --csv c.csv > o2.txt 2>&1; rc=$?
echo "rerun rc=$rc; left: $(ls -A | grep tmp)"
[ $rc = 0 ] && cmp -s c.csv ref.csv || { echo "CHECK FAILED: rerun did not write the whole audit"; bad=1; }
grep -q Traceback o.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "kill ok"
exit $bad
