# what: estimate --csv naming an existing folder
# expect-rc: 1
# expect: table.csv
# expect: folder
mkdir table.csv
"$TR" estimate "$PROJECT/scenarios/default.yaml" --csv table.csv
