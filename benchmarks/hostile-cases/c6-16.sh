# what: predict on the example runs CSV with its columns in reverse order (a legal CSV: columns are named by the header): the same predictions as the original file
# expect-rc: 0
# expect: 3 run(s) predicted
# expect: SAME
"$PY" - <<'P'
import csv, os
rows = list(csv.reader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
csv.writer(open("runs.csv", "w", newline="")).writerows([r[::-1] for r in rows])
P
cp "$PROJECT/scenarios/examples/my-runs.csv" orig.csv
timeout 55 "$TR" predict runs.csv > a.txt 2>&1; rc=$?
timeout 55 "$TR" predict orig.csv > b.txt 2>&1
cat a.txt; cmp -s a.txt b.txt && echo SAME || diff a.txt b.txt
exit $rc
