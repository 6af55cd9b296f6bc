# what: scenario measurements CSV whose line 2 tpot_ms is "19,6" (a quoted decimal comma, as a German-locale spreadsheet writes 19.6): refused naming runs.csv, line 2 and tpot_ms; never read as 196 or 19 and fitted
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
# expect: line 2
sed '2s/,19.6,measured/,"19,6",measured/' "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{measurements: runs.csv, candidates: [trn2.48xlarge]}'
