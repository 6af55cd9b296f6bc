# what: the project cache folder .cache replaced by a symlink to the bystander folder $OUTSIDE/notes, then a cold validate, claims --csv and estimate (new data version): nothing written into $OUTSIDE, the cache-off answers; .cache restored after
# expect-rc: 0
# expect: same answers
C="$PROJECT/.cache"; B="$PROJECT/.cache.b7-17-$$"
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b7-17-'"$$"'/' d/prices.csv; printf 'data_dir: %s/d\n' "$W" > s.yaml
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" claims --data-dir d --csv ref.csv > /dev/null 2>&1 && timeout 40 "$TR" estimate s.yaml > ref.txt 2>/dev/null || exit 9
unset TRAINIUM_REPORT_NO_CACHE
mv "$C" "$B"; trap 'rm -f "$C"; mv "$B" "$C"' EXIT
ln -s "$OUTSIDE/notes" "$C"
timeout 40 "$TR" validate d 2>&1 | tail -2; a=${PIPESTATUS[0]}
timeout 40 "$TR" claims --data-dir d --csv got.csv > /dev/null 2> err.txt; b=$?; head -2 err.txt
timeout 40 "$TR" estimate s.yaml > got.txt 2>/dev/null; c=$?
echo "rc $a $b $c"; ls -A "$OUTSIDE/notes"
[ $a$b$c = 000 ] && cmp -s ref.csv got.csv && cmp -s ref.txt got.txt && echo "same answers"
