# what: predict on a runs CSV whose line 2 has one field too many (27 fields for 26 columns: a stray comma in the unquoted note): the fields would shift
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -2 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
sed -i '2s/,2026-08-21,example of the format: a copy/,2026-08-21,example, of the format: a copy/' runs.csv
"$TR" predict runs.csv
