# what: validate, estimate and predict started together on a new, cold data version (cache on, all computing the same dataset and fits at once): each equals its cache-off run
# expect-rc: 0
# expect: all equal
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-16-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
export TRAINIUM_REPORT_NO_CACHE=1
"$TR" validate d > v0.txt 2>&1; "$TR" estimate s.yaml --csv e0.csv > /dev/null 2>&1 || exit 9; "$TR" predict runs.csv --data-dir d --csv p0.csv >/dev/null 2>&1 || exit 9
unset TRAINIUM_REPORT_NO_CACHE
timeout 45 "$TR" validate d > v1.txt 2>&1 & timeout 45 "$TR" estimate s.yaml --csv e1.csv > eo.txt 2>&1 &
timeout 45 "$TR" predict runs.csv --data-dir d --csv p1.csv > po.txt 2>&1 & timeout 45 "$TR" estimate s.yaml --csv e2.csv > eo2.txt 2>&1 & wait
cat eo.txt po.txt eo2.txt | grep -m3 -iE 'error|Traceback'; tail -1 v1.txt
cmp -s e0.csv e1.csv && cmp -s e0.csv e2.csv && cmp -s p0.csv p1.csv && [ "$(tail -1 v1.txt)" = "$(tail -1 v0.txt)" ] && echo "all equal"
