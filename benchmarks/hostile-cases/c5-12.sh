# what: vLLM bench JSON whose output_throughput is the bare token NaN (Python's json accepts it)
# expect-rc: 1
# expect: run.json
# expect: output_throughput
"$PY" - <<'E'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json").read()
open("run.json", "w").write(t.replace('"output_throughput": 184.44', '"output_throughput": NaN'))
assert "NaN" in open("run.json").read()
E
printf 'scenario: c512\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
