# what: predict on the example runs CSV whose line 2 model_id is "llama-3.1-9b" (no such model_id in data/models.csv; a typo must not be read as no model nor guessed): refused naming runs.csv, line 2 and model_id
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: model_id
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["model_id"] = "llama-3.1-9b"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
