# what: scenario whose model is the Qwen3-30B-A3B config.json example with a vLLM run whose model_id is Qwen/Qwen3-30B-A3B-Instruct-2507 (same shape) on trainium2: a correct result
# expect-rc: 0
# expect: trn2
# expect: USD
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d.update(model_id="Qwen/Qwen3-30B-A3B-Instruct-2507", median_tpot_ms=9.8, median_ttft_ms=60.0, output_throughput=195.0)
json.dump(d, open("run.json", "w"), indent=1)
P
printf 'scenario: c428\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
