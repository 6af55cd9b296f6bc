# what: predict --csv runs.csv on runs.csv itself (the output path is the input: a slip that would overwrite your own runs with predictions; issue 22: no data loss): either refused naming runs.csv, or your runs.csv kept; check: runs.csv still holds the 3 runs byte for byte
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; cp runs.csv keep.csv
timeout 55 "$TR" predict runs.csv --csv runs.csv; echo "rc=$?"
cmp -s runs.csv keep.csv && echo "check ok: runs.csv unchanged" || echo "CHECK FAILED: runs.csv overwritten (your runs lost)"
