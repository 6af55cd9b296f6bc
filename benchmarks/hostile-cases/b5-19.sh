# what: after a warm `claims --data-dir d` (cache on), claims.csv's first claim changed (claimed 2.3 -> 9.3, same size, old mtime restored with touch -r): claims must show the new value (equal to a cache-off run)
# expect-rc: 0
# expect: claims see edit
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-19-'"$$"'/' d/prices.csv
timeout 40 "$TR" claims --data-dir d --csv a0.csv > /dev/null 2>&1 || exit 9
cp -p d/claims.csv ref.csv
sed -i '2s/,inferentia,,2\.3,,ratio,/,inferentia,,9.3,,ratio,/' d/claims.csv
touch -r ref.csv d/claims.csv
[ $(stat -c %s d/claims.csv) = $(stat -c %s ref.csv) ] && ! cmp -s d/claims.csv ref.csv || { echo "edit did not apply"; exit 9; }
timeout 40 "$TR" claims --data-dir d --csv a.csv > o.txt 2>&1 || { head -3 o.txt; exit 1; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" claims --data-dir d --csv b.csv > /dev/null 2>&1
cmp -s a.csv b.csv && ! cmp -s a.csv a0.csv && echo "claims see edit" || { echo "STALE: claims did not see the edit"; exit 1; }
