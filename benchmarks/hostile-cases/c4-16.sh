# what: predict on a runs CSV whose header names tpot_ms twice (the second in place of tpot_kind)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '1s/,tpot_kind,/,tpot_ms,/' runs.csv
"$TR" predict runs.csv
