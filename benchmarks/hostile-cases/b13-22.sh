# what: -h among other arguments, some of them bad (estimate nosuch.yaml --csv e.csv -p tokens_per_day -5 -h; specs trainium2 --csv s.csv --help; predict runs.csv --csv p.csv -h): argparse prints the subcommand's help and exits 0 before any work, so each prints its usage line, code 0, and writes no CSV
# expect-rc: 0
# expect: help ok
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
timeout 55 "$TR" estimate nosuch.yaml --csv e.csv -p tokens_per_day -5 -h > o1.txt 2>&1; r1=$?
timeout 55 "$TR" specs trainium2 --csv s.csv --help > o2.txt 2>&1; r2=$?
timeout 55 "$TR" predict runs.csv --csv p.csv -h > o3.txt 2>&1; r3=$?
echo "rc $r1 $r2 $r3"
grep -q 'usage: trainium-report estimate' o1.txt || { echo "CHECK FAILED: estimate help"; head -3 o1.txt; bad=1; }
grep -q 'usage: trainium-report specs' o2.txt || { echo "CHECK FAILED: specs help"; head -3 o2.txt; bad=1; }
grep -q 'usage: trainium-report predict' o3.txt || { echo "CHECK FAILED: predict help"; head -3 o3.txt; bad=1; }
[ "$r1$r2$r3" = 000 ] || bad=1
ls -A | grep -q -x -e e.csv -e s.csv -e p.csv && { echo "CHECK FAILED: a CSV written"; bad=1; }
[ $bad = 0 ] && echo "help ok"
exit $bad
