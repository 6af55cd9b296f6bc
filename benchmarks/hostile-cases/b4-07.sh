# what: 4 KB of junk appended to every cache entry a cold estimate of a new data version wrote (the framed head intact, mtime restored): estimate and predict give the cache-off answers
# expect-rc: 0
# expect: appended junk ignored
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b4-07-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
n=0; for f in $(find "$PROJECT/.cache" -newer marker -type f -name '*.pickle'); do
  touch -r "$f" ref.t; head -c 4096 /dev/urandom >> "$f"; touch -r ref.t "$f"; n=$((n+1)); done
echo "$n entries grown"
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || tail -3 a.txt
[ $n -gt 0 ] && cmp -s a.csv b.csv && echo "appended junk ignored"
