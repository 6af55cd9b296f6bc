# what: predict on a runs CSV whose tpot_ms on line 2 is the text "nan"
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,814.2,19.6,/,814.2,nan,/' runs.csv
grep -q ',nan,' runs.csv || exit 99
"$TR" predict runs.csv
