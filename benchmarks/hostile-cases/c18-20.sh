# what: predict on the example 70B run whose line 2 tpot_ms is "nan" (a spreadsheet NaN export; float() reads it without error): refused naming runs.csv, line 2 and tpot_ms, never a NaN error
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
# expect-not: nan%
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["tpot_ms"] = "nan"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
