# what: predict --csv naming an existing folder (pred.csv is a directory)
# expect-rc: nonzero
# expect: pred.csv
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
mkdir pred.csv
"$TR" predict runs.csv --csv pred.csv
