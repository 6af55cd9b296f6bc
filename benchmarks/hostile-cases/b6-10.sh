# what: the whole project cache removed (rm -rf .cache, what make clean does) 1.5 s into a cold estimate --csv of a new data version (cache on): the estimate ends with the cache-off numbers (or one line), no traceback; a second estimate then also matches
# expect-rc: 0
# expect: same numbers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b6-10-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
timeout 50 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1 & P=$!
sleep 1.5; rm -rf "$PROJECT/.cache"; wait $P; rc=$?
echo "rc=$rc"; tail -2 got.txt
timeout 50 "$TR" estimate s.yaml --csv got2.csv > got2.txt 2>&1; echo "second rc=$?"; tail -1 got2.txt
[ $rc = 0 ] && cmp -s ref.csv got.csv && cmp -s ref.csv got2.csv && echo "same numbers"
exit 0
