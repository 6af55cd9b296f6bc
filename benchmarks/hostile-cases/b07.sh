# what: every project cache entry given an mtime in 2099 (clock far in the future), then a cold estimate on a new data version
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b07-'"$$"'/' d/prices.csv
printf 'data_dir: d\n' > s.yaml
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1
find "$PROJECT/.cache" -name '*.pickle' -exec touch -d '2099-01-01' {} +
timeout 50 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || { cat a.txt; exit 1; }
timeout 50 "$TR" estimate s.yaml --csv a2.csv > a2.txt 2>&1 || { cat a2.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv b.csv > b.txt 2>&1 || { cat b.txt; exit 1; }
cmp a.csv b.csv && cmp a2.csv b.csv && echo "same result"
