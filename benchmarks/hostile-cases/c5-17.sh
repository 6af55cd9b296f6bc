# what: LLMPerf summary with num_concurrent_requests 100000 for Llama 70B at fp16 on one trn1.32xlarge (512 GB): the KV cache of 100,000 x 1,745 tokens (~570 TB) cannot fit
# expect-rc: 1
# expect: sum.json
# expect: num_concurrent_requests
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-llmperf-summary.json"))
d["num_concurrent_requests"] = 100000
d.pop("results_mean_output_throughput_token_per_s")
json.dump(d, open("sum.json", "w"))
E
printf 'scenario: c517\nmeasurements: {file: sum.json, entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static}\n' > s.yaml
"$TR" estimate s.yaml
