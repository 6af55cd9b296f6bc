# what: scenario measurements CSV whose run of Llama 3.1 70B bf16 on trn2.48xlarge at batch 64 has TPOT 1 ms (a decode step must read 141 GB of weights: at 16 x 2.9 TB/s that takes >= 3 ms; impossible, above the roofline): refused naming runs.csv, line 2 and tpot_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: tpot
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r.update(batch="64", tpot_ms="1", output_tokens_per_s="", ttft_ms="")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml && sed -i 's/my-runs.csv/runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml
