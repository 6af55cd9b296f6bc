# what: estimate killed with SIGKILL while it fills the cache for a new dataset version; the rerun must match a cache-off run
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b04-'"$$"'/' d/prices.csv
printf 'data_dir: d\n' > s.yaml
"$TR" estimate s.yaml > k.txt 2>&1 & P=$!
sleep 2.0; kill -KILL $P; wait $P
timeout 50 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || { cat a.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1 || { cat b.txt; exit 1; }
cmp a.csv b.csv && echo "same result" || { diff a.csv b.csv | head; exit 1; }
