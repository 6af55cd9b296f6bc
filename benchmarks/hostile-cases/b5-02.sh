# what: SIGINT to the process only (kill -INT pid) of a cold validate (cache off) at 0.15 / 0.3 / 0.45 / 0.7 s: code 130 (or 0 if it had finished), one line, no traceback
# expect-rc: 0
# expect: validate int ok
export TRAINIUM_REPORT_NO_CACHE=1; bad=0
for t in 0.15 0.3 0.45 0.7; do
  "$TR" validate > o.txt 2> e.txt & P=$!; ( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
  sleep $t; kill -INT $P 2>/dev/null; wait $P; rc=$?; kill $G 2>/dev/null; wait $G 2>/dev/null; cat e.txt >> o.txt
  echo "t=$t rc=$rc: $(head -1 o.txt | cut -c1-120)"
  case $rc in 0|130) ;; *) echo "UNEXPECTED CODE $rc at $t s"; bad=1;; esac
  grep -q Traceback o.txt && { echo "TRACEBACK at $t s"; bad=1; }
  [ $rc = 130 ] && [ $(grep -c . e.txt) -gt 2 ] && { echo "MORE THAN A LINE at $t s"; bad=1; }
done
[ $bad = 0 ] && echo "validate int ok"; exit $bad
