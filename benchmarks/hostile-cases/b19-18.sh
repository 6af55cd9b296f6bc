# what: a zero file-size limit (ulimit -f 0: a quota used up; Python ignores SIGXFSZ so each write fails with EFBIG) for predict my-runs.csv --csv p.csv where p.csv is the user's older export: non-zero in one message naming p.csv, the old p.csv intact, no .p.csv.*.tmp left, no traceback (fixed after the run: the output now goes through a pipe, as o.txt itself was under the limit)
# expect-rc: 0
# expect: fsize ok
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
echo old > p.csv
( ulimit -f 0; TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" predict "$RUNS" --csv p.csv 2>&1; echo "RC=$?" ) | cat > o.txt; rc=$(sed -n "s/^RC=//p" o.txt); sed -i "/^RC=/d" o.txt
echo "rc=$rc"; tail -2 o.txt | cut -c1-200
bad=0
[ $rc != 0 ] || { echo "CHECK FAILED: rc 0 with nothing writable"; bad=1; }
grep -q p.csv o.txt || { echo "CHECK FAILED: p.csv not named"; bad=1; }
[ "$(cat p.csv)" = old ] || { echo "CHECK FAILED: old p.csv damaged"; bad=1; }
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "fsize ok"
exit $bad
