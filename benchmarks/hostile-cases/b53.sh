# what: a cache entry replaced by a 20 GB sparse file: estimate must not read it whole (no hang, no memory blow-up)
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1
for f in "$PROJECT"/.cache/dataset/*.pickle "$PROJECT"/.cache/calibration-fit/*.pickle; do rm -f "$f"; truncate -s 20G "$f"; done
( ulimit -v 2000000; timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1 ); rc=$?
for f in "$PROJECT"/.cache/dataset/*.pickle "$PROJECT"/.cache/calibration-fit/*.pickle; do [ $(stat -c %s "$f") -gt 1000000000 ] && rm -f "$f"; done
tail -n 3 o.txt; [ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
