# what: predict on a runs CSV with a UTF-8 BOM and CRLF line endings: a correct result (3 runs)
# expect-rc: 0
# expect: 3 run(s) predicted
printf '\xef\xbb\xbf' > runs.csv; sed 's/$/\r/' "$PROJECT/scenarios/examples/my-runs.csv" >> runs.csv
"$TR" predict runs.csv
