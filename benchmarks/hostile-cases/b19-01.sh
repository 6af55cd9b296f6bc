# what: SIGIO/SIGPOLL (signal 29, default action terminate; an async-I/O owner misconfigured) sent to the process only of predict my-runs.csv --csv p.csv (cache off) while its temporary file exists (fsync held 2.5 s under strace), p.csv the user's older export: round 65 holds every signal whose default ends the process: no .p.csv.*.tmp left, p.csv the old export or the whole new one, no traceback
# expect-rc: 0
# expect: held ok
export TRAINIUM_REPORT_NO_CACHE=1
umask 022; ulimit -c 0
RUNS="$PROJECT/scenarios/examples/my-runs.csv"; SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" predict "$RUNS" --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: reference run"; exit 1; }
echo old > p.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" predict "$RUNS" --csv p.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.p.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -s IO "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -2 o.txt

left=$(ls -A | grep '\.tmp$')
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
[ -n "$left" ] && { echo "CHECK FAILED: temporary file left behind: $left"; bad=1; }
if [ "$(cat p.csv)" != old ] && ! cmp -s p.csv ref.csv; then echo "CHECK FAILED: p.csv neither the old file nor the whole new one"; bad=1; fi
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "held ok"
exit $bad
