# what: a cold validate and a cold predict (cache on, new data version) each killed with SIGKILL at 0.5, 1.2 and 2 s; then validate, predict and estimate give the cache-off answers
# expect-rc: 0
# expect: same answers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-27-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export TRAINIUM_REPORT_NO_CACHE=1
"$TR" validate d > v0.txt 2>&1; "$TR" predict runs.csv --data-dir d --csv p0.csv > /dev/null 2>&1 || exit 9; "$TR" estimate s.yaml --csv e0.csv > /dev/null 2>&1 || exit 9
unset TRAINIUM_REPORT_NO_CACHE
for t in 0.5 1.2 2; do
  "$TR" validate d > /dev/null 2>&1 & P=$!; sleep $t; kill -KILL $P 2>/dev/null; wait $P 2>/dev/null
  "$TR" predict runs.csv --data-dir d > /dev/null 2>&1 & P=$!; sleep $t; kill -KILL $P 2>/dev/null; wait $P 2>/dev/null
done
timeout 30 "$TR" validate d > v1.txt 2>&1; timeout 30 "$TR" predict runs.csv --data-dir d --csv p1.csv > po.txt 2>&1; timeout 30 "$TR" estimate s.yaml --csv e1.csv > eo.txt 2>&1
tail -1 v1.txt; tail -1 po.txt; tail -1 eo.txt
[ "$(tail -1 v0.txt)" = "$(tail -1 v1.txt)" ] && cmp -s p0.csv p1.csv && cmp -s e0.csv e1.csv && echo "same answers"
