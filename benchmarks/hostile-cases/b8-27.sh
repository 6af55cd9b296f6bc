# what: a janitor deleting every cache entry (*.pickle under .cache) every 20 ms while a cold validate and estimate --csv of a new data version run side by side: each gives the cache-off answer (a vanished entry is a miss), no traceback
# expect-rc: 0
# expect: validate same
# expect: estimate same
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-27-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > v-ref.txt 2>&1 & A=$!
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv e-ref.csv > /dev/null 2>&1 & C=$!
wait $A && wait $C || exit 9
( while :; do find "$PROJECT/.cache" -name '*.pickle' -newer s.yaml -delete 2>/dev/null; sleep 0.02; done ) & J=$!
timeout 50 "$TR" validate d > v.txt 2>&1 & A=$!
timeout 50 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1 & C=$!
wait $A; r1=$?; wait $C; r3=$?; kill $J; wait $J 2>/dev/null
echo "rc=$r1 $r3"; tail -1 v.txt; tail -1 e.txt
[ $r1 = 0 ] && diff <(grep -v '^note:' v-ref.txt) <(grep -v '^note:' v.txt) >/dev/null && echo "validate same"
[ $r3 = 0 ] && cmp -s e-ref.csv e.csv && echo "estimate same"
exit $((r1|r3))
