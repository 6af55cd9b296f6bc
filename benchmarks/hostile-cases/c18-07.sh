# what: predict on the example runs CSV whose line 2 ttft_ms is 0.8142 (the 814.2 ms TTFT typed in seconds): prefilling 10,000 tokens of a 70B model takes 2 x 70.6e9 x 1e4 = 1.4e15 FLOPs, over 100 ms at trn2.48xlarge peak; an impossible run (above roofline) must be refused naming runs.csv, line 2 and ttft_ms
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["ttft_ms"] = "0.8142"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
