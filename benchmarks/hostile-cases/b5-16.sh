# what: predict RUNS.csv --csv into a read-only tmpfs folder (mount -o ro): a one-line error naming p.csv (read-only), no traceback, nothing written
# expect-rc: 1
# expect: p.csv
# expect: ead-only
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
mkdir ro; mount -t tmpfs -o ro,size=100k tmpfs "$W/ro" 2>/dev/null || { echo "cannot mount (not root?)"; exit 9; }
timeout 40 "$TR" predict runs.csv --csv ro/p.csv; rc=$?
umount "$W/ro"; exit $rc
