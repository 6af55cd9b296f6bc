# what: prices.csv: the Lambda H100 row of 2026-09-25 (line 215) with its provider written 'Lambda' (capitalised: a provider no other row or candidate spells so)
# expect-rc: 1
# expect: prices.csv
# expect: provider
cp -r "$PROJECT/data" d
sed -i '215s/^h100-sxm,lambda,/h100-sxm,Lambda,/' d/prices.csv
sed -n 215p d/prices.csv | cut -c1-60
timeout 55 "$TR" validate d
