# what: vLLM bench JSON with 200,000-deep nested arrays under an extra key
# expect-rc: 1
# expect: run.json
# expect: nested
cp "$PROJECT/scenarios/examples/your-runs-vllm.yaml" s.yaml; sed -i "s/my-vllm-run.json/run.json/" s.yaml
$PY - <<'PY'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/my-vllm-run.json").read().rstrip().rstrip("}")
open("run.json", "w").write(t + ', "extra": ' + "[" * 200000 + "]" * 200000 + "}")
PY
"$TR" estimate s.yaml
