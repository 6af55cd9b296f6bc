# what: predict on a runs CSV whose input_len on line 2 is 10 (a k-tokens slip for 10,000) beside its TTFT of 814 ms
# expect-rc: 0
# expect: runs.csv
# expect: line 2
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,1,,,10000,1500,/,1,,,10,1500,/' runs.csv
grep -q ',1,,,10,1500,' runs.csv || exit 99
"$TR" predict runs.csv
