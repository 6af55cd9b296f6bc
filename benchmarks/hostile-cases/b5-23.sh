# what: SIGTERM then SIGINT 50 ms apart (an impatient user, then a supervisor) 1.2 s into a cold estimate --csv e.csv (cache off) that would overwrite an earlier whole e.csv: it ends non-zero, at most a line or two, no traceback, e.csv stays the earlier file, no temporary file
# expect-rc: 0
# expect: term int ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 3e9 --csv e.csv > /dev/null 2>&1 || exit 9
cp e.csv ref.csv; bad=0
for t in 1.2 2.0; do
  "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o.txt 2> e.txt & P=$!; ( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
  sleep $t; kill -TERM $P; sleep 0.05; kill -INT $P 2>/dev/null; wait $P; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null; cat e.txt >> o.txt
  echo "t=$t rc=$rc: $(head -1 o.txt | cut -c1-100)"
  grep -q -e Traceback -e 'Exception ignored' o.txt && { echo TRACEBACK; bad=1; }
  [ $rc != 0 ] && [ $(grep -c . e.txt) -gt 2 ] && { echo "MORE THAN TWO LINES"; cat o.txt | head; bad=1; }
  if [ $rc != 0 ]; then cmp -s e.csv ref.csv || { echo "e.csv CHANGED"; bad=1; }; fi
done
ls -A | grep -vE '^(e|ref)\.csv$|^[oe]\.txt$' && { echo "TEMP LEFT"; bad=1; }
[ $bad = 0 ] && echo "term int ok"; exit $bad
