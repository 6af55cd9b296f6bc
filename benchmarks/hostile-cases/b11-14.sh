# what: two estimates of two different scenarios (tokens_per_day 1e9 and 4e9) on one new, cold data version started together (cache on: they compute the same dataset and fits at once), each with --csv: each CSV equals its own cache-off run (no entry of one served to the other)
# expect-rc: 0
# expect: both match
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data) b1114-'"$$$(date +%s%N)"'/' d/prices.csv
printf 'data_dir: d\ntokens_per_day: 1.0e+9\n' > s1.yaml
printf 'data_dir: d\ntokens_per_day: 4.0e+9\n' > s2.yaml
timeout 55 "$TR" estimate s1.yaml --csv a1.csv > o1.txt 2>&1 & A=$!
timeout 55 "$TR" estimate s2.yaml --csv a2.csv > o2.txt 2>&1 & B=$!
wait $A; ra=$?; wait $B; rb=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s1.yaml --csv b1.csv > /dev/null 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s2.yaml --csv b2.csv > /dev/null 2>&1
echo "rc $ra $rb"
grep -h Traceback o1.txt o2.txt && exit 1
[ $ra = 0 ] && [ $rb = 0 ] && cmp a1.csv b1.csv && cmp a2.csv b2.csv && ! cmp -s b1.csv b2.csv && echo "both match"
