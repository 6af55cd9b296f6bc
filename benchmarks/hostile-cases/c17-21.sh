# what: predict on the example runs CSV with CR-only line ends (classic Mac "\r", one physical line for a line-based reader): either refused naming runs.csv, or the same 3 predictions as the clean file; no traceback ("new-line character seen in unquoted field")
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
tr '\n' '\r' < clean.csv > runs.csv
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s a.txt b.txt && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc"; fi
