# what: every lock file a cold estimate of a new data version used is held (flock) by a foreign live process, its entries deleted: a new estimate must not wait past ~45 s and must give the cache-off numbers
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-05-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
L=$(find "$PROJECT/.cache/locks" -newer marker -type f)
echo "locks: $(echo "$L" | grep -c .)"
for f in $(find "$PROJECT/.cache" -newer marker -type f -name '*.pickle'); do rm -f "$f"; done
PIDS=""
for f in $L; do flock -n "$f" sleep 50 & PIDS="$PIDS $!"; done
sleep 0.5
timeout 45 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1; rc=$?
kill $PIDS 2>/dev/null; wait 2>/dev/null
[ $rc = 124 ] && echo "HUNG on the held locks"
tail -2 a.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
cmp a.csv b.csv && echo "same result"
