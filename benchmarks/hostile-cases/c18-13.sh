# what: predict on a runs CSV of the header and then 3 GB of NUL bytes (a sparse file from a failed copy or a crashed disk; issue 22: unbounded reads, bad bytes): refused quickly naming runs.csv, no hang, no memory blow-up
# expect-rc: 1
# expect: runs.csv
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
truncate -s 3G runs.csv
timeout 55 "$TR" predict runs.csv
