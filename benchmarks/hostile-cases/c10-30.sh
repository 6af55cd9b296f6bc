# what: predict on runs.csv that is a FIFO fed by a writer (the example runs piped in, as `predict <(...)` gives): no hang; refused naming runs.csv (issue 22: regular files only) or the 3 runs predicted; the writer ends
# expect-rc: nonzero
# expect: runs.csv
mkfifo runs.csv
( timeout 20 cat "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv ) &
wp=$!
timeout 55 "$TR" predict runs.csv; rc=$?
# unblock the writer if nothing read the FIFO
timeout 2 cat runs.csv > /dev/null 2>&1
wait $wp
exit $rc
