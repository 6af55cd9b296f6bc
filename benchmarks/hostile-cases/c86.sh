# what: vLLM bench JSON in Latin-1 (model_id with byte 0xE9: "Llama-3.1-8B-Instruct-caf\xe9")
# expect-rc: 1
# expect: run.json
# expect: UTF-8
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
$PY - <<'PY'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json", encoding="utf-8").read()
t = t.replace("Llama-3.1-8B-Instruct\"", "Llama-3.1-8B-Instruct-caf\u00e9\"")
open("run.json", "wb").write(t.encode("latin-1"))
PY
"$TR" estimate s.yaml
