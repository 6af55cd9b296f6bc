# what: SIGKILL (the OOM killer) of a cold estimate --csv of a new data version (cache on) at 1.0, 2.5 and 4.0 s (mid cache writes), each time followed by a normal estimate of the same scenario: the damaged or half-written cache must never show: each later run's CSV equals the cache-off answer, and no e.csv is ever cut
# expect-rc: 0
# expect: kill9 ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-14)/' d/prices.csv
{ cat "$PROJECT/scenarios/examples/small-volume.yaml"; echo "data_dir: $W/d"; } > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
bad=0
for t in 1.0 2.5 4.0; do
  sed -i "s/^title: .*/title: b13-14 at $t/" s.yaml
  timeout 55 "$TR" estimate s.yaml --csv e.csv > /dev/null 2>&1 & tp=$!
  sleep $t; cp=$(pgrep -P $tp | head -1); [ -n "$cp" ] && kill -KILL $cp; wait $tp
  [ -e e.csv ] && ! cmp -s e.csv ref.csv && { echo "CHECK FAILED: e.csv cut at $t"; bad=1; }
  rm -f e.csv
  timeout 55 "$TR" estimate s.yaml --csv e2.csv > o.txt 2>&1 || { echo "CHECK FAILED: rerun after $t"; tail -2 o.txt; bad=1; }
  cmp -s e2.csv ref.csv || { echo "CHECK FAILED: rerun after kill at $t differs"; bad=1; }
  rm -f e2.csv
done
[ $bad = 0 ] && echo "kill9 ok"
exit $bad
