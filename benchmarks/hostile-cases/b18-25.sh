# what: a metric word that begins with a dash, after the end-of-options marker (specs trainium2 -- -compute) and a metric that is only spaces (specs trainium2 '  '): each refused non-zero in a short message naming the metric (or saying it is unknown), no traceback, no empty table with code 0
# expect-rc: 0
# expect: metric refused ok
bad=0; n=0
for m in -compute '  '; do
  n=$((n+1)); timeout 55 "$TR" specs trainium2 -- "$m" > o$n.txt 2>&1; rc=$?
  echo "[$m] rc=$rc: $(head -2 o$n.txt | cut -c1-160 | tr '\n' '|')"
  [ $rc != 0 ] || { echo "CHECK FAILED: accepted"; bad=1; }
  grep -qi 'metric\|compute' o$n.txt && [ $(wc -l < o$n.txt) -le 6 ] || { echo "CHECK FAILED: unclear"; bad=1; }
  grep -q Traceback o$n.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "metric refused ok"; exit $bad
