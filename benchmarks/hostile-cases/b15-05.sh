# what: SIGRTMIN+7 (a real-time signal, default terminate) sent to the process only of claims --csv c.csv (cache off) at 5 moments (0.3, 1.0, 1.8, 2.6, 3.5 s) where c.csv is the user's older export: each run ends 0 (whole new audit) or by the signal, and c.csv is always the old export or the whole new one, never cut, no .c.csv.*.tmp left, no traceback
# expect-rc: 0
# expect: moments ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
bad=0
for d in 0.3 1.0 1.8 2.6 3.5; do
  echo old > c.csv
  timeout 20 "$TR" claims --csv c.csv > o.txt 2>&1 &
  sp=$!; sleep $d
  py=$(pgrep -P $sp | head -1); [ -n "$py" ] && kill -s RTMIN+7 "$py"
  wait $sp; rc=$?
  sleep 0.2
  echo "at $d s: rc=$rc"
  if [ "$(cat c.csv)" != old ] && ! cmp -s c.csv ref.csv; then echo "CHECK FAILED: at $d s c.csv cut"; bad=1; fi
  l=$(ls -A | grep '\.tmp$'); [ -n "$l" ] && { echo "CHECK FAILED: at $d s left $l"; bad=1; rm -f $l; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $d s"; bad=1; }
done
[ $bad = 0 ] && echo "moments ok"
exit $bad
