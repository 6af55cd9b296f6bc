# what: every cache entry of a new data version given an mtime of 1970-01-01 (clock far in the past), then three estimates in a row (cache on): each equals the cache-off run
# expect-rc: 0
# expect: same result x3
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-06-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
find "$PROJECT/.cache" -newer marker -type f -name '*.pickle' -exec touch -d '1970-01-01 00:00:01' {} +
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
n=0; for i in 1 2 3; do timeout 30 "$TR" estimate s.yaml --csv a$i.csv > a.txt 2>&1 || tail -2 a.txt; cmp -s a$i.csv b.csv && n=$((n+1)); done
[ $n = 3 ] && echo "same result x3" || echo "only $n of 3 equal"
