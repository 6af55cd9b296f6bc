# what: every scenario and calibration cache entry replaced by an empty file and by a folder: estimate recomputes
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1
C="$PROJECT/.cache"
for f in "$C"/scenario/*.pickle "$C"/calibration-fit/*.pickle; do : > "$f"; done
for f in "$C"/calibration-cross-validation/*.pickle "$C"/variants-curve/*.pickle; do rm -f "$f"; mkdir "$f"; done
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
for f in "$C"/calibration-cross-validation/*.pickle "$C"/variants-curve/*.pickle; do [ -d "$f" ] && rmdir "$f"; done
[ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
