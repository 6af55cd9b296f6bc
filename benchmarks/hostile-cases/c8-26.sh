# what: predict on the example runs saved tab-separated under a .csv name (a spreadsheet's "Text (Tab delimited)" export): refused naming runs.csv and line 1 (no header of the format's columns), no traceback
# expect-rc: nonzero
# expect: runs.csv
# expect: line 1
tr ',' '\t' < "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
timeout 55 "$TR" predict runs.csv
