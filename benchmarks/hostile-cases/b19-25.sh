# what: a stopped export holding its temporary file (claims --csv c.csv, cache off, SIGSTOP while .c.csv.*.tmp exists: a frozen job), a second claims --csv c.csv run to the end meanwhile, then SIGCONT to the first: the second must not wait on the frozen one (ends 0 within 40 s), and after both c.csv is the whole audit, no .c.csv.*.tmp left, no traceback
# expect-rc: 0
# expect: frozen ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
echo old > c.csv
timeout 55 strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=2000000 "$TR" claims --csv c.csv > a.txt 2>&1 &
sp=$!; t=""
for i in $(seq 600); do t=$(ls -A | grep '^\.c.csv\..*\.tmp$'); [ -n "$t" ] && break; sleep 0.05; done
st=$(pgrep -P $sp); py=$(pgrep -P "$st" | head -1)
[ -n "$py" ] && kill -STOP "$py"
t0=$(date +%s); timeout 40 "$TR" claims --csv c.csv > b.txt 2>&1; rb=$?; t1=$(date +%s)
[ -n "$py" ] && kill -CONT "$py"
wait $sp; ra=$?
echo "tmp seen ${t:-none}; second rc $rb in $((t1-t0)) s; first rc $ra"
bad=0
[ -z "$t" ] && { echo "CHECK FAILED: never saw the tmp"; bad=1; }
[ $rb = 0 ] || { echo "CHECK FAILED: second run rc $rb"; tail -2 b.txt; bad=1; }
cmp -s c.csv ref.csv || { echo "CHECK FAILED: c.csv not whole"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
cat a.txt b.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "frozen ok"
exit $bad
