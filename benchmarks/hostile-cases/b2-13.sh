# what: SIGTERM to a cold validate (cache off, new data version) at 0.3, 0.9, 1.6 and 2.5 s: each ends quietly (no traceback, at most a line), none left running
# expect-rc: 0
# expect: term ok
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-13-'"$$"'/' d/prices.csv
bad=0
for t in 0.3 0.9 1.6 2.5; do
  TRAINIUM_REPORT_NO_CACHE=1 "$TR" validate d > o.txt 2>&1 & P=$!
  sleep $t; kill -TERM $P 2>/dev/null; 
  for i in $(seq 1 50); do kill -0 $P 2>/dev/null || break; sleep 0.2; done
  kill -0 $P 2>/dev/null && { echo "t=$t still running"; kill -KILL $P; bad=1; }
  wait $P; rc=$?
  echo "t=$t rc=$rc: $(head -c 200 o.txt | tr '\n' '|')"
  grep -qE 'Traceback|Exception ignored' o.txt && bad=1
  [ $rc != 0 ] && [ "$(wc -l < o.txt)" -gt 2 ] && bad=1
done
[ $bad = 0 ] && echo "term ok"; exit $bad
