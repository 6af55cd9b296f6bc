# what: predict on a runs CSV holding only its header line (no runs)
# expect-rc: nonzero
# expect: runs.csv
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
"$TR" predict runs.csv
