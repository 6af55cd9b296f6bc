# what: predict on runs.csv.gz (the example runs CSV gzip-compressed, as a log pipeline ships it): binary bytes, not CSV text: refused in one line naming runs.csv.gz, no traceback
# expect-rc: nonzero
# expect: runs.csv.gz
gzip -c "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv.gz
timeout 55 "$TR" predict runs.csv.gz
