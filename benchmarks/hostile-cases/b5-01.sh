# what: SIGTERM at 0.4 / 1.0 / 1.8 s to claims --csv c.csv (cache off) where c.csv already holds an earlier whole answer: each ends quietly (at most a line), c.csv stays the earlier answer whole, no temporary file left
# expect-rc: 0
# expect: claims term ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" claims --csv c.csv > /dev/null 2>&1 || { echo "first claims failed"; exit 9; }
cp c.csv ref.csv; bad=0
for t in 0.4 1.0 1.8; do
  "$TR" claims --csv c.csv > o.txt 2> e.txt & P=$!; ( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
  sleep $t; kill -TERM $P 2>/dev/null; wait $P; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null; cat e.txt >> o.txt
  cmp -s c.csv ref.csv || { echo "c.csv CHANGED after SIGTERM at $t s"; bad=1; }
  grep -q Traceback o.txt && { echo "TRACEBACK at $t s"; bad=1; }
  if [ $rc != 0 ] && [ $(grep -c . e.txt) -gt 2 ]; then echo "MORE THAN A LINE at $t s:"; head -5 o.txt; bad=1; fi
  echo "t=$t rc=$rc: $(head -c 120 o.txt | head -1)"
done
ls -A | grep -vE '^(c|ref)\.csv$|^[oe]\.txt$' && { echo "TEMP FILE LEFT"; bad=1; }
[ $bad = 0 ] && echo "claims term ok"; exit $bad
