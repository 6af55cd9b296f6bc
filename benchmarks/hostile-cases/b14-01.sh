# what: SIGVTALRM (default action: terminate; sent by a profiler or setitimer(ITIMER_VIRTUAL) gone wrong) sent to specs trainium2 --all --csv s.csv (cache off) exactly while its temporary file exists (fsync held 2.5 s under strace): inputs.write_file's own comment promises 'no hidden half-file is left beside yours (a SIGKILL still can)' for signals whose default ends the process: s.csv old or whole new, no .s.csv.*.tmp left
# expect-rc: 0
# expect: no tmp ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022
timeout 55 "$TR" specs trainium2 --all --csv ref.csv > /dev/null 2>&1
echo old > s.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" specs trainium2 --all --csv s.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.s.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -VTALRM "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt
left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat s.csv)" != old ] && ! cmp -s s.csv ref.csv; then echo "CHECK FAILED: s.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "no tmp ok"
exit $bad
