# what: predict on the example 70B run whose line 2 output_len is 0 with its TPOT 19.6 kept (round 67 refused an empty output_len beside a TPOT; 0 output tokens is the same impossibility: no token to time): refused naming runs.csv, line 2 and output_len
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: output_len
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["output_len"] = "0"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
