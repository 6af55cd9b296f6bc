# what: predict on a run of Llama 3.1 70B bf16 on the GPU chip id h100-sxm with tp 8 and pp 2 (16 GPUs over two servers; round 68: a GPU chip id run tp x pp GPUs may span servers), batch 1, 1,000 in / 200 out, TTFT 150 ms, TPOT 25 ms, nodes 1 (the column is required; README counts GPUs as tp x pp): accepted and predicted, not refused for nodes
# expect-rc: 0
# expect: 1 run(s) predicted
# expect: my-h100-pp2
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(run_id="my-h100-pp2", entity_id="h100-sxm", nodes="1", tp="8", pp="2", batch="1", input_len="1000", output_len="200", ttft_ms="150", tpot_ms="25", output_tokens_per_s="", sdk="", batching="continuous", source_id="", note="my run")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
