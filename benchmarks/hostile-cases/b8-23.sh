# what: the cache's dataset/ and locks/ folders marked immutable (chattr +i: no entry or lock file can be made, as on a damaged or frozen disk), then a cold claims --csv and predict --csv of a new data version: the cache-off answers, no traceback, no hang
# expect-rc: 0
# expect: claims same
# expect: predict same
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-23-'"$$"'/' d/prices.csv
R="$PROJECT/scenarios/examples/my-runs.csv"
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --data-dir d --csv c-ref.csv > /dev/null 2>&1 || exit 9
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" predict "$R" --data-dir d --csv p-ref.csv > /dev/null 2>&1 || exit 9
C="$PROJECT/.cache"; mkdir -p "$C/dataset" "$C/locks"; chattr +i "$C/dataset" "$C/locks" || exit 9; trap 'chattr -i "$C/dataset" "$C/locks"' EXIT
timeout 50 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; r1=$?; tail -1 c.txt
timeout 50 "$TR" predict "$R" --data-dir d --csv p.csv > p.txt 2>&1; r2=$?; tail -1 p.txt
[ $r1 = 0 ] && cmp -s c-ref.csv c.csv && echo "claims same"
[ $r2 = 0 ] && cmp -s p-ref.csv p.csv && echo "predict same"
exit $((r1|r2))
