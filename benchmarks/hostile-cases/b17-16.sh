# what: a 1 KB file-size limit (ulimit -f 1: a quota nearly used up) during a cold estimate with the cache on (entries deleted; the table goes to a pipe, so only the cache's writes meet the limit; Python ignores SIGXFSZ, writes fail with EFBIG): the table equals a cache-off run's (a cache that cannot be written is skipped) or one short error naming .cache; then an unlimited run gives the same table (no torn entry kept)
# expect-rc: 0
# expect: quota ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml 2>/dev/null | cat > ref.txt
rm -rf "$PROJECT"/.cache/dataset/* "$PROJECT"/.cache/scenario/* "$PROJECT"/.cache/calibration* 2>/dev/null
bash -c 'ulimit -f 1; exec timeout 55 "$0" estimate s.yaml' "$TR" 2> >(cat > err.txt) | cat > o.txt; rc=${PIPESTATUS[0]}; sleep 0.3   # only the CLI under the limit; the cats outside it
echo "limited: rc=$rc $(tail -2 err.txt | cut -c1-150)"
grep -q Traceback err.txt o.txt && { echo "CHECK FAILED: traceback"; exit 1; }
if [ $rc = 0 ]; then cmp -s o.txt ref.txt || { echo "CHECK FAILED: table differs"; diff ref.txt o.txt | head -5; exit 1; }
else grep -q '\.cache' err.txt || { echo "CHECK FAILED: rc $rc not naming .cache"; exit 1; }; fi
timeout 55 "$TR" estimate s.yaml 2>/dev/null | cat > o2.txt
cmp -s o2.txt ref.txt || { echo "CHECK FAILED: the run after differs (a torn entry kept?)"; diff ref.txt o2.txt | head -5; exit 1; }
echo "quota ok"
