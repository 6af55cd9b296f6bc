# what: the lock files a cold estimate of a new data version used replaced by symlinks to the bystander $OUTSIDE/thesis.tex (its cache entries deleted): a new estimate must not write through the links and must give the cache-off numbers
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b5-04-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
C="$PROJECT/.cache"; n=0
for f in $(find "$C" -path "$C/locks/*" -newer marker -type f 2>/dev/null); do ln -sf "$OUTSIDE/thesis.tex" "$f"; n=$((n+1)); done
for f in $(find "$C" -newer marker -type f -name '*.pickle' ! -path "$C/locks/*" 2>/dev/null); do rm -f "$f"; done
echo "locks linked: $n"
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || tail -3 a.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
for f in $(find "$C/locks" -newer marker -type l 2>/dev/null); do rm -f "$f"; done
cmp a.csv b.csv && echo "same result"
