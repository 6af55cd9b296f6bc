# what: SIGHUP (terminal closed, no nohup) to a cold validate of a new data version (cache off) at 0.5 and 1.5 s: each ends quietly (non-zero, at most a short line), no traceback, none left running
# expect-rc: 0
# expect: hup at 0.5 quiet
# expect: hup at 1.5 quiet
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b9-21-'"$$"'/' d/prices.csv
for t in 0.5 1.5; do
  TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate d > o.txt 2>&1 & p=$!; sleep $t; kill -HUP $p 2>/dev/null; wait $p; rc=$?
  n=$(wc -l < o.txt)
  if ! grep -q -e Traceback -e 'Exception ignored' o.txt && [ "$n" -le 2 ]; then echo "hup at $t quiet (rc=$rc)"; else echo "hup at $t: rc=$rc lines=$n"; head -5 o.txt; fi
done
