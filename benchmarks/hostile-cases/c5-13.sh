# what: vLLM bench JSON with the mean keys only (mean_ttft_ms, mean_tpot_ms; median_tpot_ms removed)
# expect-rc: 1
# expect: run.json
# expect: median_tpot_ms
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d["mean_tpot_ms"] = d.pop("median_tpot_ms"); d["mean_ttft_ms"] = d["median_ttft_ms"]
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c513\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
