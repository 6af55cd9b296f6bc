# what: predict on a runs CSV whose line 2 as_of is "2026-08-21T10:00:00" (an ISO date-time, as a script's datetime.isoformat writes; data/README's as_of is a date): either refused naming runs.csv, line 2 and as_of, or read as the date (the same predictions)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
sed '2s/,2026-08-21,/,2026-08-21T10:00:00,/' clean.csv > runs.csv
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s a.txt b.txt && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt && grep -q as_of b.txt && grep -q 'line 2' b.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc, not naming runs.csv, line 2, as_of"; fi
