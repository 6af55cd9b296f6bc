# what: predict on the example runs CSV with its 26 columns written in reverse order (a CSV is read by its header; same runs): the same three predictions as the example file, or a refusal naming runs.csv and the column order
# expect-rc: 0
# expect: check ok
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
with open("runs.csv", "w", newline="") as f:
    csv.writer(f).writerows([r[::-1] for r in rows])
P
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv a.csv > a.txt 2>&1; ra=$?
timeout 55 "$TR" predict runs.csv --csv b.csv > b.txt 2>&1; rb=$?
cut -c1-250 b.txt
"$PY" - "$ra" "$rb" <<'P'
import csv, sys
ra, rb = map(int, sys.argv[1:])
try:
    assert ra == 0, "example predict failed"
    if rb != 0:
        assert "runs.csv" in open("b.txt").read(), "refusal does not name runs.csv"
    else:
        a = sorted(map(tuple, csv.reader(open("a.csv")))); b = sorted(map(tuple, csv.reader(open("b.csv"))))
        assert a == b, "predictions differ"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
