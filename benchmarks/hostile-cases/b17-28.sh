# what: predict runs.csv --csv runs.csv (the predictions aimed at the runs file being read, a slip; the estimate/scenario form was tested, predict's not): runs.csv must not be overwritten (data loss, issue 22); refused naming runs.csv, runs.csv byte-identical
# expect-rc: 0
# expect: runs intact
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; cp runs.csv keep.csv
timeout 55 "$TR" predict runs.csv --csv runs.csv > o.txt 2>&1; rc=$?
echo "rc=$rc $(tail -1 o.txt | cut -c1-140)"
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; exit 1; }
cmp -s runs.csv keep.csv || { echo "CHECK FAILED: runs.csv overwritten"; head -2 runs.csv; exit 1; }
grep -q runs.csv o.txt || { echo "CHECK FAILED: runs.csv not named"; exit 1; }
echo "runs intact"
