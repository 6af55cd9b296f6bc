# what: the cache's per-kind folders dataset/ and calibration-fit/ replaced by symlinks to the bystander folder $OUTSIDE/notes, then a cold validate and a cold claims --csv of a new data version: no cache entry written into (or pruned from) $OUTSIDE (the cache keeps to folders of its own, cache.py own_folder); the answers equal cache-off runs
# expect-rc: 0
# expect: validate same
# expect: claims same
# expect: nothing in outside
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-07-'"$$"'/' d/prices.csv
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" validate d > v-ref.txt 2>&1 || { cat v-ref.txt; exit 9; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" claims --data-dir d --csv c-ref.csv > /dev/null 2>&1 || exit 9
C="$PROJECT/.cache"; mkdir -p "$C"
for k in dataset calibration-fit; do mv "$C/$k" "$C/$k.b807-$$" 2>/dev/null; ln -s "$OUTSIDE/notes" "$C/$k"; done
trap 'for k in dataset calibration-fit; do rm -f "$C/$k"; mv "$C/$k.b807-$$" "$C/$k" 2>/dev/null; done' EXIT
timeout 50 "$TR" validate d > v.txt 2>&1; rv=$?; head -3 v.txt
timeout 50 "$TR" claims --data-dir d --csv c.csv > c.txt 2>&1; rc=$?; tail -2 c.txt
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "nothing in outside" || ls -A "$OUTSIDE/notes"
[ $rv = 0 ] && diff <(grep -v '^note:' v-ref.txt) <(grep -v '^note:' v.txt) >/dev/null && echo "validate same"
[ $rc = 0 ] && cmp -s c-ref.csv c.csv && echo "claims same"
exit $((rv|rc))
