# what: path flags whose value begins with a dash, given in the attached form: specs trainium2 --csv=-s.csv and predict my-runs.csv --csv=--p.csv (a name starting with "--"): argparse takes the attached value as the file name, so each writes exactly that file, equal to a run with a plain name, rc 0; no traceback
# expect-rc: 0
# expect: dash ok
export TRAINIUM_REPORT_NO_CACHE=1
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
bad=0
timeout 55 "$TR" specs trainium2 --csv s.csv > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --csv=-s.csv > o1.txt 2>&1; r1=$?
timeout 55 "$TR" predict "$RUNS" --csv p.csv > /dev/null 2>&1
timeout 55 "$TR" predict "$RUNS" --csv=--p.csv > o2.txt 2>&1; r2=$?
echo "r1=$r1 r2=$r2"; tail -1 o1.txt o2.txt | cut -c1-200
[ $r1 = 0 ] && cmp -s ./-s.csv s.csv || { echo "CHECK FAILED: -s.csv"; bad=1; }
[ $r2 = 0 ] && cmp -s ./--p.csv p.csv || { echo "CHECK FAILED: --p.csv"; bad=1; }
grep -q Traceback o1.txt o2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "dash ok"
exit $bad
