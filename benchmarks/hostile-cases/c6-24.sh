# what: predict on a runs CSV that is a 0-byte file (a spreadsheet export that failed): refused in one line naming runs.csv
# expect-rc: 1
# expect: runs.csv
: > runs.csv
timeout 55 "$TR" predict runs.csv
