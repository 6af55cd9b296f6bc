# what: predict on a runs CSV where the same run_id appears on lines 2 and 4
# expect-rc: 1
# expect: runs.csv
# expect: run_id
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '4s/^my-trn2-llama70b-dec2024-l2,/my-trn2-llama70b-l2,/' runs.csv
"$TR" predict runs.csv
