# what: predict of a runs "file" that is a folder (runs.csv/, holding a copy of my-runs.csv inside): non-zero, a short error naming runs.csv and that it is a folder, no traceback
# expect-rc: 1
# expect: runs.csv
# expect: folder
mkdir runs.csv; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv/
timeout 55 "$TR" predict runs.csv --csv p.csv
