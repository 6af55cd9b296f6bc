# what: vLLM bench JSON over 20 MB (a huge per-request array): refused naming the file and its size limit, quickly
# expect-rc: 1
# expect: run.json
# expect: bytes
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json"))
d["itls"] = [[0.0105] * 1000] * 2500
json.dump(d, open("run.json", "w"))
PY
ls -la run.json | awk '{print $5}'
"$TR" estimate s.yaml
