# what: vLLM bench JSON (newer vLLM) whose own max_concurrent_requests (the peak concurrency it observed) is 1 while max_concurrency is 64: the batch of 64 never formed
# expect-rc: 1
# expect: run.json
# expect: max_concurrent_requests
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d.update(num_prompts=200, completed=200, max_concurrency=64, max_concurrent_requests=1.0, failed=0,
         total_input_tokens=102400, total_output_tokens=25600)
d.pop("output_throughput")
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c534\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
