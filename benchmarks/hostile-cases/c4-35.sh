# what: vLLM bench JSON whose file holds a JSON list of two runs ([{...}, {...}], two results appended into one file)
# expect-rc: 1
# expect: run.json
# expect: object
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
json.dump([d, dict(d, max_concurrency=4)], open("run.json", "w"), indent=1)
P
sed -i 's/my-vllm-run.json/run.json/' s.yaml
"$TR" estimate s.yaml
