# what: every cache entry of a new data version replaced by a hard link to the bystander file $OUTSIDE/thesis.tex; estimate and validate must recompute (cache-off numbers) and never write through the link
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-12-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
for f in $(find "$PROJECT/.cache" -newer marker -type f -name '*.pickle'); do rm -f "$f"; ln "$OUTSIDE/thesis.tex" "$f" || exit 9; done
timeout 40 "$TR" validate d > v.txt 2>&1; tail -1 v.txt
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || tail -2 a.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
echo "links left: $(find "$PROJECT/.cache" -samefile "$OUTSIDE/thesis.tex" 2>/dev/null | wc -l)"
find "$PROJECT/.cache" -samefile "$OUTSIDE/thesis.tex" -delete 2>/dev/null
cat "$OUTSIDE/thesis.tex"
cmp a.csv b.csv && echo "same result"
