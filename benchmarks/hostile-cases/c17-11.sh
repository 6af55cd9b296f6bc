# what: predict given a directory named runs.csv (a folder where the file should be): refused naming runs.csv (not a regular file), no traceback (IsADirectoryError)
# expect-rc: 1
# expect: runs.csv
mkdir runs.csv; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv/my-runs.csv
timeout 55 "$TR" predict runs.csv
