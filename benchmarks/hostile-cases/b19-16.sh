# what: two estimates of different scenarios (small-volume and default.yaml, cache on) exporting to one --csv target e.csv at the same moment (two jobs of a Makefile sharing a name): both end 0 (or one refuses naming e.csv) and e.csv ends as one whole export, byte-equal to one of the two separate runs, never a mix; no .e.csv.*.tmp left, no traceback
# expect-rc: 0
# expect: race ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"; DF="$PROJECT/scenarios/default.yaml"
timeout 55 "$TR" estimate "$SV" --csv r1.csv > /dev/null 2>&1; timeout 55 "$TR" estimate "$DF" --csv r2.csv > /dev/null 2>&1
bad=0
for i in 1 2 3; do
  timeout 55 "$TR" estimate "$SV" --csv e.csv > a.txt 2>&1 & p1=$!
  timeout 55 "$TR" estimate "$DF" --csv e.csv > b.txt 2>&1 & p2=$!
  wait $p1; ra=$?; wait $p2; rb=$?
  echo "round $i: rc $ra $rb"
  cmp -s e.csv r1.csv || cmp -s e.csv r2.csv || { echo "CHECK FAILED: round $i e.csv is neither whole export"; bad=1; }
  [ $ra = 0 ] || grep -q e.csv a.txt || { echo "CHECK FAILED: a failed without naming e.csv"; bad=1; }
  [ $rb = 0 ] || grep -q e.csv b.txt || { echo "CHECK FAILED: b failed without naming e.csv"; bad=1; }
  cat a.txt b.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
done
ls -A | grep -q '\.tmp$' && { echo "CHECK FAILED: tmp left"; bad=1; }
[ $bad = 0 ] && echo "race ok"
exit $bad
