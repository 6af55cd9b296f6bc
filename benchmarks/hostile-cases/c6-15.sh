# what: predict on the example runs CSV with a spreadsheet's trailing rows: a row of only commas (25 empty fields) and a blank line at the end: the 3 runs predicted, or a refusal naming runs.csv and line 5
# expect-rc: 0
# expect: 3 run(s) predicted
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
printf ',,,,,,,,,,,,,,,,,,,,,,,,,\n\n' >> runs.csv
timeout 55 "$TR" predict runs.csv
