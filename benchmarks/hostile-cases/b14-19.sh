# what: build --jobs at its edges not covered before: --jobs 0x2 (hex), --jobs ' 2' is fine for int() but --jobs 2.0 and --jobs=-0 are not counts a build can use: each of 2.0, 0x2, -0 refused at once (within 15 s) naming --jobs, non-zero, no --out folder made, no traceback
# expect-rc: 0
# expect: jobs ok
bad=0
for j in 2.0 0x2 -0; do
  s=$(date +%s); timeout 55 "$TR" build --no-pdf --jobs=$j --out "o$j" --figures "f$j" "$PROJECT/scenarios/examples/small-volume.yaml" > o.txt 2>&1; rc=$?; e=$(( $(date +%s) - s ))
  echo "--jobs=$j rc=$rc ${e}s: $(tail -1 o.txt)"
  [ $rc = 0 ] && { echo "CHECK FAILED: --jobs=$j accepted"; bad=1; }
  [ $e -le 15 ] || { echo "CHECK FAILED: --jobs=$j took ${e}s"; bad=1; }
  grep -q -- '--jobs' o.txt || { echo "CHECK FAILED: --jobs=$j not named"; bad=1; }
  [ -e "o$j" ] && { echo "CHECK FAILED: o$j made"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ $bad = 0 ] && echo "jobs ok"; exit $bad
