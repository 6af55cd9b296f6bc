# what: SIGTERM (a supervisor's stop) to the process only of predict my-runs.csv --csv p.csv (cache off) at 0.4, 1.2 and 2.5 s, p.csv the user's older export (the claims form was tested; predict's own writer not): each time p.csv is the old export or the whole new one, no .p.csv.*.tmp left, the exit non-zero (143 or 1) or 0 with the whole file, no traceback
# expect-rc: 0
# expect: term ok
export TRAINIUM_REPORT_NO_CACHE=1
RUNS="$PROJECT/scenarios/examples/my-runs.csv"
timeout 55 "$TR" predict "$RUNS" --csv ref.csv > /dev/null 2>&1
bad=0
for at in 0.4 1.2 2.5; do
  echo old > p.csv
  "$TR" predict "$RUNS" --csv p.csv > o.txt 2>&1 &
  sp=$!; sleep $at; kill -TERM $sp 2>/dev/null
  ( sleep 50; kill -KILL $sp 2>/dev/null ) & wd=$!
  wait $sp; rc=$?; kill $wd 2>/dev/null; wait $wd 2>/dev/null
  echo "at $at: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: temporary file left at $at"; bad=1; rm -f .p.csv.*.tmp; }
  if [ "$(cat p.csv)" != old ] && ! cmp -s p.csv ref.csv; then echo "CHECK FAILED: p.csv half written at $at"; bad=1; fi
  [ $rc = 0 ] && ! cmp -s p.csv ref.csv && { echo "CHECK FAILED: rc 0 but p.csv not the new export at $at"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $at"; bad=1; }
done
[ $bad = 0 ] && echo "term ok"
exit $bad
