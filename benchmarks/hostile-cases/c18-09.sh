# what: predict on the example Llama 3.1 8B-sized run on inf2.xlarge (one Inferentia2 chip = 2 NeuronCores) saying tp 4 (more cores than the instance has): refused naming runs.csv, line 2 and tp
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tp
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(entity_id="inf2.xlarge", model_name="Llama-3.1-8B", model_id="llama-3.1-8b", tp="4", input_len="128", output_len="128", ttft_ms="60", tpot_ms="12", output_tokens_per_s="")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
