# what: LLMPerf summary whose p50 TTFT is 0.0001 s (0.1 ms) for 1,500 prompt tokens of Llama 70B at fp16 on one trn1.32xlarge: a prefill faster than the chips' compute
# expect-rc: 1
# expect: sum.json
# expect: results_ttft_s_quantiles_p50
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-llmperf-summary.json"))
d["results_ttft_s_quantiles_p50"] = 0.0001
json.dump(d, open("sum.json", "w"))
E
printf 'scenario: c516\nmeasurements: {file: sum.json, entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static}\n' > s.yaml
"$TR" estimate s.yaml
