# what: predict on two runs CSVs concatenated (the header repeated as line 5 between their rows)
# expect-rc: 1
# expect: runs.csv
# expect: line 5
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed 's/^my-trn2-llama70b-l2,/my-second-run,/' >> runs.csv
sed -n 5p runs.csv | grep -q '^run_id,' || exit 99
"$TR" predict runs.csv
