# what: predict on the example runs CSV saved as UTF-16 little-endian WITHOUT a byte order mark (as some tools write; round 66 covered the BOM cases): every second byte NUL, refused naming runs.csv (not UTF-8 text), never read as garbage
# expect-rc: 1
# expect: runs.csv
# expect-not: 0 run(s) predicted
iconv -f UTF-8 -t UTF-16LE "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
timeout 55 "$TR" predict runs.csv
