# what: vLLM bench JSON saved with --append-result twice (two JSON objects on two lines, JSON Lines: what vLLM appends)
# expect-rc: 1
# expect: run.json
# expect: line 2
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
with open("run.json", "w") as f:
    f.write(json.dumps(d) + "\n")
    d["max_concurrency"] = 4
    f.write(json.dumps(d) + "\n")
E
printf 'scenario: c509\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n' > s.yaml
"$TR" estimate s.yaml
