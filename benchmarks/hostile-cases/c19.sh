# what: predict on a runs CSV whose ttft_ms on line 3 is "inf"
# expect-rc: 1
# expect: runs.csv
# expect: ttft_ms
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '3s/,2442,/,inf,/' runs.csv
grep -q ',inf,' runs.csv || exit 99
"$TR" predict runs.csv
