# what: the cache's locks/ folder replaced by a symlink to the bystander folder $OUTSIDE/notes, then a cold estimate --csv of a new data version (cache on): no lock file may be made in $OUTSIDE (cache.py: "a link to a folder of someone's: never a file opened"); the cache-off numbers
# expect-rc: 0
# expect: same numbers
# expect: nothing in outside
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b8-06-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate s.yaml --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
C="$PROJECT/.cache"; mkdir -p "$C"; mv "$C/locks" "$C/locks.b806-$$" 2>/dev/null; ln -s "$OUTSIDE/notes" "$C/locks"
trap 'rm -f "$C/locks"; mv "$C/locks.b806-$$" "$C/locks" 2>/dev/null || mkdir -p "$C/locks"' EXIT
timeout 50 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?; echo "rc=$rc"; tail -2 got.txt
[ "$(ls -A "$OUTSIDE/notes")" = "keep.md" ] && echo "nothing in outside" || ls -A "$OUTSIDE/notes"
[ $rc = 0 ] && cmp -s ref.csv got.csv && echo "same numbers"
exit $rc
