# what: vLLM bench JSON whose output_throughput is in tokens per millisecond (0.18444 for 184.44 tok/s): 1000x below what 2 requests at a 10.52 ms TPOT emit
# expect-rc: 1
# expect: run.json
# expect: output_throughput
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d["output_throughput"] = 0.18444
json.dump(d, open("run.json", "w"))
E
printf 'scenario: c511\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
