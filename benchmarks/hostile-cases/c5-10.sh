# what: vLLM bench JSON with no num_prompts key whose "failed" count (45) says 45 of 50 requests failed (completed 5): a run of survivors
# expect-rc: 1
# expect: run.json
# expect: failed
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d.pop("num_prompts"); d["completed"] = 5; d["failed"] = 45
d["total_input_tokens"] = 2560; d["total_output_tokens"] = 640
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c510\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
