# what: scenario measurements CSV whose ttft_ms on line 2 is written in seconds (0.8142 for 814.2 ms: a 10,000-token prefill of Llama 70B in 0.8 ms, ~1000x faster than trn2.48xlarge's compute allows, 2 x 70.6e9 x 1e4 FLOP / 0.8 ms = 1.7 EFLOP/s): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: ttft_ms
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["ttft_ms"] = "0.8142"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml && sed -i 's/my-runs.csv/runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml
