# what: predict on a runs CSV whose columns are in another order (the example's columns reversed; a CSV is read by its header, data/README lists the columns, not their order): the same predictions as the example file
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" clean.csv
"$PY" - <<'P'
import csv
rows=list(csv.reader(open("clean.csv",newline="")))
with open("runs.csv","w",newline="") as f:
    w=csv.writer(f)
    for r in rows: w.writerow(r[::-1])
P
timeout 55 "$TR" predict clean.csv > a.txt 2>&1
timeout 55 "$TR" predict runs.csv > b.txt 2>&1; rc=$?; cat b.txt
[ $rc = 0 ] && cmp -s a.txt b.txt && echo "check ok" || { echo "CHECK FAILED: rc $rc or predictions differ"; diff a.txt b.txt; }
