# what: predict on the example runs CSV saved by Excel with its "sep=," separator hint as line 1 (the header on line 2): the 3 runs read, or a refusal naming runs.csv, line 1 and what a header line holds
# expect-rc: 1
# expect: runs.csv
# expect: line 1
# expect: header
{ printf 'sep=,\r\n'; cat "$PROJECT/scenarios/examples/my-runs.csv"; } > runs.csv
timeout 55 "$TR" predict runs.csv
