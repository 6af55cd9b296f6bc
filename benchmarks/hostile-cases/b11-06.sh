# what: predict runs.csv --data-dir d --data-dir "$PROJECT/data" (the dataset folder given twice, d a copy with a negative price): refused naming --data-dir, never one of the two silently dropped (as specs' repeated --data-dir is, earlier round)
# expect-rc: nonzero
# expect: --data-dir
# expect-not: Traceback
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
cp -r "$PROJECT/data" d
timeout 55 "$TR" predict runs.csv --data-dir d --data-dir "$PROJECT/data" --csv p.csv
r=$?; [ -e p.csv ] && echo "p.csv written"; exit $r
