# what: data files with mtimes before the epoch (1901-12-14) and in the year 9999, on a new data version: validate says OK and estimate matches a cache-off run
# expect-rc: 0
# expect: OK
# expect: same numbers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-09-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch -d '1901-12-14 00:00:00 UTC' d/*.csv; touch -d '9999-12-31 23:59:59 UTC' d/datapackage.json d/checks.yaml d/prices.csv
ls -l --time-style=+%Y d | head -4
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
timeout 40 "$TR" validate d 2>&1 | tail -2; r1=${PIPESTATUS[0]}
timeout 40 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?
timeout 40 "$TR" estimate s.yaml --csv got2.csv > /dev/null 2>&1
[ $r1 = 0 ] && [ $rc = 0 ] && cmp -s ref.csv got.csv && cmp -s ref.csv got2.csv && echo "same numbers"
exit $(( r1 + rc ))
