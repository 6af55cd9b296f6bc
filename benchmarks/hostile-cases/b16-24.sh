# what: SIGTSTP (Ctrl-Z's signal, default: stop; sent to the process only) of claims --csv c.csv (cache off) while its temporary file exists (fsync held 2.5 s under strace), then SIGCONT 2 s later, as a user who suspends and resumes with fg: it completes with code 0 and c.csv the whole audit (equal to a plain run), no temporary file left, no traceback
# expect-rc: 0
# expect: tstp ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2500000 "$TR" claims --csv c.csv > o.txt 2>&1 &
sp=$!
t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
echo "tmp seen: ${t:-none}; python pid $py"
[ -n "$py" ] && kill -TSTP "$py"; sleep 2; [ -n "$py" ] && kill -CONT "$py"
wait $sp; rc=$?
echo "rc=$rc"; tail -1 o.txt
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the temporary file"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: temporary file left"; bad=1; }
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv not the whole audit"; bad=1; }
[ $rc = 0 ] || { echo "CHECK FAILED: rc=$rc"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "tstp ok"
exit $bad
