# what: the project cache folder .cache replaced by a regular file of junk (as a sync tool or a bad unpack leaves it), then estimate of the default scenario: the cache-off numbers (the cache simply off), or one line naming .cache; .cache restored after
# expect-rc: 0
# expect: consistent
C="$PROJECT/.cache"; B="$PROJECT/.cache.b7-16-$$"
TRAINIUM_REPORT_NO_CACHE=1 timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv ref.csv > ref.txt 2>&1 || { cat ref.txt; exit 9; }
mv "$C" "$B"; trap 'rm -rf "$C"; mv "$B" "$C"' EXIT
printf 'junk, not a folder\n' > "$C"
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv got.csv > got.txt 2> err.txt; rc=$?
echo "rc=$rc"; head -3 err.txt
if [ $rc = 0 ] && cmp -s ref.csv got.csv; then echo consistent
elif [ $rc = 1 ] && grep -q '\.cache' err.txt && [ $(grep -c . err.txt) -le 2 ]; then echo consistent; fi
[ "$(cat "$C")" = "junk, not a folder" ] || echo ".cache file was changed"
