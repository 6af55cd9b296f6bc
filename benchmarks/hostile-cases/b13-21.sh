# what: an unknown option after a good --csv (predict runs.csv --csv p.csv --Csv q.csv: options are case-sensitive; claims --csv c.csv --verbose): each a usage error naming the unknown option, non-zero, and nothing written: neither p.csv, q.csv nor c.csv may exist afterwards (the refusal comes before any work)
# expect-rc: 0
# expect: unknown ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" predict runs.csv --csv p.csv --Csv q.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" claims --csv c.csv --verbose > o2.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -1 o1.txt; tail -1 o2.txt
bad=0
[ $r1 != 0 ] && grep -q -e '--Csv' o1.txt || { echo "CHECK FAILED: --Csv"; bad=1; }
[ $r2 != 0 ] && grep -q -e '--verbose' o2.txt || { echo "CHECK FAILED: --verbose"; bad=1; }
ls -A | grep -q -x -e p.csv -e q.csv -e c.csv && { echo "CHECK FAILED: a CSV written"; ls; bad=1; }
[ $bad = 0 ] && echo "unknown ok"
exit $bad
