# what: predict on a run of Llama 3.1 8B bf16 on the chip id inferentia2 with nodes 12 (round 68: nodes above the chips of the largest system on that chip are refused; inf2.48xlarge holds 12 Inferentia2, so 12 is the legal edge), tp 24 (2 NeuronCores a chip), batch 1, 128 in / 128 out, TTFT 60 ms, TPOT 10 ms: accepted and predicted, not refused
# expect-rc: 0
# expect: my-inf2-12chips
# expect: 1 run(s) predicted
# expect-not: nodes
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(run_id="my-inf2-12chips", entity_id="inferentia2", nodes="12", model_name="Llama-3.1-8B", model_id="llama-3.1-8b", tp="24", batch="1", seq_len="", input_len="128", output_len="128", ttft_ms="60", tpot_ms="10", output_tokens_per_s="", tpot_kind="measured", batching="static", as_of="2026-08-21", source_id="", note="my run on 12 Inferentia2 chips")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
