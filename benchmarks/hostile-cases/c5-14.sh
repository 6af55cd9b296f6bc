# what: LLMPerf summary whose request counts contradict: 10 started, 10 completed and 5 errors (15 ends of 10 requests)
# expect-rc: 1
# expect: sum.json
# expect: results_number_errors
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-llmperf-summary.json"))
d.update(results_num_requests_started=10, results_num_completed_requests=10, results_number_errors=5)
json.dump(d, open("sum.json", "w"))
E
printf 'scenario: c514\nmeasurements: {file: sum.json, entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static}\n' > s.yaml
"$TR" estimate s.yaml
