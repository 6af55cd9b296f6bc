# what: SIGTERM at 0.6 / 1.2 / 2 s to predict RUNS.csv --csv p.csv (cache off) where p.csv already holds an earlier whole answer: each ends quietly (at most a line), p.csv is the earlier answer whole, nothing temporary left
# expect-rc: 0
# expect: predict term ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 40 "$TR" predict runs.csv --csv p.csv > /dev/null 2>&1 || { echo "first predict failed"; exit 9; }
cp p.csv ref.csv; bad=0
for t in 0.6 1.2 2; do
  timeout 40 "$TR" predict runs.csv --csv p.csv > o.txt 2>&1 & P=$!
  sleep $t; kill -TERM $P 2>/dev/null; wait $P; rc=$?
  cmp -s p.csv ref.csv || { echo "p.csv CHANGED after SIGTERM at $t s"; bad=1; }
  grep -q Traceback o.txt && { echo "TRACEBACK at $t s"; bad=1; }
  if [ $rc != 0 ] && [ $(grep -c . o.txt) -gt 2 ]; then echo "MORE THAN A LINE at $t s:"; cat o.txt; bad=1; fi
done
ls -a | grep -E '\.tmp$' && { echo "TEMP FILE LEFT"; bad=1; }
[ $bad = 0 ] && echo "predict term ok"; exit $bad
