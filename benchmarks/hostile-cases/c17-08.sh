# what: predict on the example runs CSV whose header has a space after every comma ("run_id, entity_id, nodes, ...", as a hand-typed or some tools' CSV writes): either refused naming runs.csv and a column, or (spaces stripped) the same predictions as the clean file; never runs read with columns silently missing
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
{ head -1 clean.csv | sed 's/,/, /g'; tail -n +2 clean.csv; } > runs.csv
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s <(grep -v runs.csv a.txt | grep -v clean.csv) <(grep -v runs.csv b.txt | grep -v clean.csv) && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt; then echo "check ok (refused naming runs.csv)"; else echo "CHECK FAILED: rc $rc"; fi
