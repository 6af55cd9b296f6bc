# what: predict on a runs CSV whose line 2 entity_id is "trn2.48xlarge " (a trailing space, as a spreadsheet cell keeps it): either refused naming runs.csv, line 2 and entity_id, or the same prediction as the clean file; never a run silently dropped or shown unfitted
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
sed '2s/^my-trn2-llama70b-l2,trn2.48xlarge,/my-trn2-llama70b-l2,trn2.48xlarge ,/' clean.csv > runs.csv
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
if [ $rc = 0 ]; then cmp -s a.txt b.txt && echo "check ok (same predictions)" || { echo "CHECK FAILED: predictions differ"; diff a.txt b.txt; }
elif [ $rc = 1 ] && grep -q runs.csv b.txt && grep -q entity_id b.txt && grep -q 'line 2' b.txt; then echo "check ok (refused)"; else echo "CHECK FAILED: rc $rc, not naming runs.csv, line 2, entity_id"; fi
