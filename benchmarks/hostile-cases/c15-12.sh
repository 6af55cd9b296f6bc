# what: predict on the example runs CSV whose line 2 has one field too many (a stray ",extra" after the note: 27 fields for 26 columns): refused naming r.csv and line 2, never a silent shift
# expect-rc: nonzero
# expect: r.csv
# expect: line 2
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
sed -i '2s/$/,extra/' r.csv
timeout 55 "$TR" predict r.csv 2>&1
