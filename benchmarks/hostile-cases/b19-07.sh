# what: the project cache's entries all given an mtime in 2099 (touch -d 2099-01-01 on every file under .cache/dataset and .cache/scenario: a clock set ahead when they were written, then set back), then estimate small-volume and claims with the cache on: a future time is no reason to trust or to drop an entry wrongly, so each answer equals the cache-off run byte for byte, no traceback, no hang in pruning
# expect-rc: 0
# expect: future cache ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
timeout 55 "$TR" estimate "$SV" > /dev/null 2>&1
find "$PROJECT/.cache/dataset" "$PROJECT/.cache/scenario" -type f -exec touch -d 2099-01-01 {} + 2>/dev/null
timeout 55 "$TR" estimate "$SV" > e1.txt 2>&1; r1=$?
timeout 55 "$TR" claims > c1.txt 2>&1; r2=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate "$SV" > e0.txt 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims > c0.txt 2>&1
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc $r1 $r2"; tail -3 e1.txt c1.txt; bad=1; }
cmp -s e1.txt e0.txt || { echo "CHECK FAILED: estimate differs"; diff e1.txt e0.txt | head -5; bad=1; }
cmp -s c1.txt c0.txt || { echo "CHECK FAILED: claims differs"; diff c1.txt c0.txt | head -5; bad=1; }
cat e1.txt c1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "future cache ok"
exit $bad
