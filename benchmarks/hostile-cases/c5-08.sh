# what: vLLM bench JSON run at --request-rate 0.5 (a finite Poisson rate) with max_concurrency 2: at 0.5 req/s and ~1.4 s per request under one request is in flight, so the batch of 2 is not what ran
# expect-rc: 1
# expect: run.json
# expect: request_rate
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d["request_rate"] = 0.5
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c508\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
