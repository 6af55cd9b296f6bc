# what: TRAINIUM_REPORT_CELL_TIMEOUT (README: "a notebook cell may run at most 900 s; TRAINIUM_REPORT_CELL_TIMEOUT sets another limit") given values not covered before: "30s" (a unit), "0x1e" (hex), "-0" (zero) and "٠" (Arabic-Indic zero: int() takes it as 0): each build refused at once (within 15 s) naming TRAINIUM_REPORT_CELL_TIMEOUT, non-zero, no --out made, no traceback
# expect-rc: 0
# expect: cell timeout ok
bad=0
for v in 30s 0x1e -0 ٠; do
  s=$(date +%s)
  TRAINIUM_REPORT_CELL_TIMEOUT="$v" timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --out "o$v" --figures "f$v" > o.txt 2>&1; rc=$?
  took=$(( $(date +%s) - s ))
  echo "$v: rc=$rc ${took}s: $(head -1 o.txt | cut -c1-140)"
  [ $rc != 0 ] && grep -q TRAINIUM_REPORT_CELL_TIMEOUT o.txt || { echo "CHECK FAILED: $v not refused naming the variable"; bad=1; }
  [ $took -le 15 ] || { echo "CHECK FAILED: $v took ${took}s"; bad=1; }
  [ -e "o$v/small-volume/report.html" ] && { echo "CHECK FAILED: $v built a report"; bad=1; }
  grep -q Traceback o.txt && bad=1
done
[ $bad = 0 ] && echo "cell timeout ok"
exit $bad
