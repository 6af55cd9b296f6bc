# what: every pickle in the project cache truncated to half its length; estimate must recompute the same numbers
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1     # make sure entries exist
find "$PROJECT/.cache" -name '*.pickle' -type f | while read -r f; do s=$(stat -c %s "$f"); truncate -s $((s/2)) "$f"; done
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
[ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
