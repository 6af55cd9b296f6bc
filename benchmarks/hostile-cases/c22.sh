# what: predict on a runs CSV whose as_of on line 2 is written 21/08/2026
# expect-rc: 1
# expect: runs.csv
# expect: as_of
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,2026-08-21,/,21\/08\/2026,/' runs.csv
grep -q '21/08/2026' runs.csv || exit 99
"$TR" predict runs.csv
