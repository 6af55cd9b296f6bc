# what: cache entries swapped: each calibration pickle's bytes replaced by another kind's entry (valid frames, wrong keys)
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1
C="$PROJECT/.cache"
donor=$(ls "$C"/calibration-fit-without-source/*.pickle | head -1)
for f in "$C"/calibration-fit/*.pickle "$C"/calibration-cross-validation/*.pickle "$C"/variants-curve/*.pickle "$C"/dataset/*.pickle; do
  [ -f "$f" ] && cat "$donor" > "$f"
done
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
[ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
