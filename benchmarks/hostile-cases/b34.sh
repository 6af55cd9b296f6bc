# what: prices.csv rewritten over and over (valid / a price of 1e9 USD per hour) while estimate runs: a result from one version or an error naming prices.csv
# expect-rc: 0
# expect-not: Traceback
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b34-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
cp d/prices.csv good.csv; sed '2s/,0\.228,/,1000000000,/' good.csv > bad.csv
( for i in $(seq 1 300); do cp bad.csv d/prices.csv.n; mv d/prices.csv.n d/prices.csv; sleep 0.01; cp good.csv d/prices.csv; sleep 0.01; done ) & L=$!
timeout 50 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
kill $L 2>/dev/null; wait $L 2>/dev/null
tail -4 o.txt
if [ $rc = 0 ]; then grep -q 1000000000 e.csv && { echo "impossible price used"; exit 1; }; exit 0; fi
grep -q prices.csv o.txt && exit 0 || exit 1
