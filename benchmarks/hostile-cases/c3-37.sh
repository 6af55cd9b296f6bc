# what: predict --csv into a folder that does not exist (out/missing/pred.csv)
# expect-rc: nonzero
# expect: pred.csv
# expect: missing
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$TR" predict runs.csv --csv "$W/out/missing/pred.csv"
