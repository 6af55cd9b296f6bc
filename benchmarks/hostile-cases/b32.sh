# what: after a validate warms the cache, prices.csv gets a negative usd_per_hour but keeps its old mtime and size (touch -r): validate must see it
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b32-'"$$"'/' d/prices.csv
"$TR" validate d > o0.txt 2>&1 || { cat o0.txt; exit 9; }
cp -p d/prices.csv ref
# same byte length: 0.228 -> -.228
sed -i '2s/,0\.228,/,-.228,/' d/prices.csv; touch -r ref d/prices.csv
cmp -s ref d/prices.csv && { echo "edit did not apply"; exit 9; }
"$TR" validate d 2>&1 | head -8; exit ${PIPESTATUS[0]}
