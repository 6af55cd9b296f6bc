# what: predict on a runs CSV whose line 2 tpot_ms is " 19.6 " (spaces around the number, as a fixed-width export pads it): either refused naming runs.csv, line 2 and tpot_ms, or read as 19.6 (the same predictions as the clean file)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
sed '2s/,19.6,measured/, 19.6 ,measured/' clean.csv > runs.csv
cmp -s clean.csv runs.csv && echo "CHECK FAILED: setup"
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s a.txt b.txt && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt && grep -q tpot_ms b.txt && grep -q 'line 2' b.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc, not naming runs.csv, line 2, tpot_ms"; fi
