# what: LLMPerf summary whose measured results_number_input_tokens_mean is 1.5 (k-tokens slip) beside the requested mean_input_tokens 1500
# expect-rc: 1
# expect: sum.json
# expect: results_number_input_tokens_mean
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-llmperf-summary.json"))
d["results_number_input_tokens_mean"] = 1.5
json.dump(d, open("sum.json", "w"))
E
printf 'scenario: c515\nmeasurements: {file: sum.json, entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static}\n' > s.yaml
"$TR" estimate s.yaml
