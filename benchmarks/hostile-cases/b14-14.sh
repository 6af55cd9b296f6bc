# what: a full disk under the project cache only when it flushes (fsync ENOSPC, injected, cache on) during a cold estimate (its dataset, scenario and calibration entries deleted): the cache is only a speed-up, so the answer equals a cache-off run (or one short error naming the cache); then a normal estimate also equals it (no damaged entry kept); no traceback
# expect-rc: 0
# expect: cache enospc ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml > ref.txt 2>/dev/null
rm -rf "$PROJECT/.cache/dataset" "$PROJECT/.cache/scenario" "$PROJECT/.cache/calibration-fit" "$PROJECT/.cache/calibration-cross-validation"
timeout 55 strace -f -o /dev/null -e trace=fsync,fdatasync -e inject=fsync,fdatasync:error=ENOSPC "$TR" estimate s.yaml > o1.txt 2> e1.txt; rc1=$?
timeout 55 "$TR" estimate s.yaml > o2.txt 2> e2.txt; rc2=$?
echo "rc1=$rc1 rc2=$rc2"; tail -2 e1.txt; bad=0
if [ $rc1 = 0 ]; then cmp -s o1.txt ref.txt || { echo "CHECK FAILED: answer under ENOSPC differs"; diff ref.txt o1.txt | head -4; bad=1; }
else grep -qi "cache\|space" e1.txt || { echo "CHECK FAILED: error names no cache/space"; bad=1; }; fi
[ $rc2 = 0 ] && cmp -s o2.txt ref.txt || { echo "CHECK FAILED: later run differs rc2=$rc2"; diff ref.txt o2.txt | head -4; bad=1; }
cat o1.txt o2.txt e1.txt e2.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "cache enospc ok"; exit $bad
