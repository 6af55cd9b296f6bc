# what: predict on a runs CSV holding only some columns (run_id, entity_id, nodes, phase, model_id, tp, batch, input_len, output_len, weight_dtype, compute_dtype, ttft_ms, tpot_ms, tpot_kind, batching, as_of; model_name and the optional ones left out): a refusal naming the file and the missing column (model_name), or the 3 runs predicted
# expect-rc: 1
# expect: runs.csv
# expect: model_name
"$PY" - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
keep = "run_id entity_id nodes phase model_id tp batch input_len output_len weight_dtype compute_dtype ttft_ms tpot_ms tpot_kind batching as_of".split()
w = csv.DictWriter(open("runs.csv", "w", newline=""), keep, extrasaction="ignore"); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
