# what: predict on the same Llama 3.1 8B run on the chip id inferentia2 but nodes 13 (round 68: a Neuron chip id run with nodes above the chips of the largest system built on it, inf2.48xlarge with 12, is refused; 24 was not the edge tried): refused naming runs.csv, line 2 and nodes
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: nodes
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(run_id="my-inf2-13chips", entity_id="inferentia2", nodes="13", model_name="Llama-3.1-8B", model_id="llama-3.1-8b", tp="26", batch="1", seq_len="", input_len="128", output_len="128", ttft_ms="60", tpot_ms="10", output_tokens_per_s="", tpot_kind="measured", batching="static", as_of="2026-08-21", source_id="", note="my run on 13 Inferentia2 chips")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
