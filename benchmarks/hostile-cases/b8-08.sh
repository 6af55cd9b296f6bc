# what: the cache's locks/ a FIFO (no writer) instead of a folder, then a cold estimate of a new data version (cache on): no hang (cache.py: "any trouble with it means no waiting, never an error"); the cache-off numbers
# expect-rc: 0
# expect: same numbers
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-08-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
C="$PROJECT/.cache"; mkdir -p "$C"; mv "$C/locks" "$C/locks.b808-$$" 2>/dev/null; mkfifo "$C/locks"
trap 'rm -f "$C/locks"; mv "$C/locks.b808-$$" "$C/locks" 2>/dev/null || mkdir -p "$C/locks"' EXIT
timeout 50 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 got.txt
[ -p "$C/locks" ] || echo "the FIFO was replaced or removed"
[ $rc = 0 ] && cmp -s ref.csv got.csv && echo "same numbers"
exit $rc
