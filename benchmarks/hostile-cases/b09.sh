# what: the cache's scenario and dataset entries replaced by symlinks to a bystander file outside the project
# expect-rc: 0
# expect: same result
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > r.txt 2>&1 || { cat r.txt; exit 1; }
echo "bystander" > "$W/victim.txt"; t=$(ls "$OUTSIDE" | head -1); [ -n "$t" ] && [ -f "$OUTSIDE/$t" ] && T="$OUTSIDE/$t" || T="$W/victim.txt"
"$TR" estimate "$PROJECT/scenarios/default.yaml" > /dev/null 2>&1
for f in "$PROJECT"/.cache/scenario/*.pickle "$PROJECT"/.cache/dataset/*.pickle; do rm -f "$f"; ln -s "$T" "$f"; done
sum0=$(sha256sum "$T")
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2>&1; rc=$?; tail -3 o.txt
[ "$(sha256sum "$T")" = "$sum0" ] || { echo "bystander $T changed"; exit 5; }
for f in "$PROJECT"/.cache/scenario/*.pickle "$PROJECT"/.cache/dataset/*.pickle; do [ -L "$f" ] && rm -f "$f"; done
[ $rc = 0 ] || exit $rc
cmp e.csv ref.csv && echo "same result"
