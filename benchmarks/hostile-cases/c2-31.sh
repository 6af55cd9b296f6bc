# what: predict on a runs CSV whose tpot_kind on line 2 is "bogus" (not a kind the format has)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_kind
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,measured,static,/,bogus,static,/' runs.csv
grep -q ',bogus,' runs.csv || exit 99
"$TR" predict runs.csv
