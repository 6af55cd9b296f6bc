# what: predict on the example 70B run whose phase is "prefill" (data/README: serving runs have phase decode, training runs training): refused naming runs.csv, line 2 and phase
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: phase
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["phase"] = "prefill"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
