# what: SIGQUIT (Ctrl-\ typed at the terminal: sent to the whole process group, not the process only as b14 tested) of claims --csv c.csv (cache off, run in its own group via setsid) at 0.5, 1.5 and 3.0 s, c.csv the user's older export: each time c.csv is the old export or the whole new audit, no .c.csv.*.tmp left, no traceback, no process left
# expect-rc: 0
# expect: quit ok
export TRAINIUM_REPORT_NO_CACHE=1
ulimit -c 0
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
bad=0
for at in 0.5 1.5 3.0; do
  echo old > c.csv
  setsid timeout 55 "$TR" claims --csv c.csv > o.txt 2>&1 &
  sp=$!; sleep $at
  pg=$(ps -o pgid= -p $sp | tr -d ' ')
  [ -n "$pg" ] && kill -QUIT -- -$pg 2>/dev/null
  wait $sp; rc=$?
  echo "at $at: rc=$rc $(tail -1 o.txt | cut -c1-100)"
  ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: temporary file left at $at"; bad=1; rm -f .c.csv.*.tmp; }
  if [ "$(cat c.csv)" != old ] && ! cmp -s c.csv ref.csv; then echo "CHECK FAILED: c.csv half written at $at"; bad=1; fi
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback at $at"; bad=1; }
done
[ $bad = 0 ] && echo "quit ok"
exit $bad
