# what: scenario measurements CSV of Qwen3-30B-A3B (MoE) on trn2.48xlarge at batch 4096 with 10,000 in / 1,500 out (KV cache 48 layers x 2 x 4 KV heads x 128 x 2 B = 98.3 kB/token, x 4096 x 11,500 tokens = 4.6 TB, over the instance's 1.5 TB; README: a run's batch must fit in the memory of the chips it used): refused naming runs.csv and line 2
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r.update(model_id="qwen3-30b-a3b", model_name="Qwen3-30B-A3B", batch="4096", tpot_ms="40", output_tokens_per_s="")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml && sed -i 's/my-runs.csv/runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml -p model qwen3-30b-a3b
