# what: scenario at precision fp8 whose model config.json is a bitsandbytes 8-bit checkpoint (quant_method bitsandbytes, load_in_8bit true: int8 weights, not fp8): the estimate runs at fp8 as the scenario says but says the checkpoint is int8, naming b8.json and quantization_config; or refuses naming them
# expect-rc: 0
# expect: check ok
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["quantization_config"] = {"quant_method": "bitsandbytes", "load_in_8bit": True}
json.dump(d, open("b8.json", "w"))
P
cat > s.yaml <<'Y'
scenario: bnb8-at-fp8
model: b8.json
precision: fp8
candidates: [p5.4xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cut -c1-400 out.txt
grep -q b8.json out.txt && grep -q int8 out.txt && grep -q -e quantization_config -e precision out.txt && echo "check ok (rc $rc)" || echo "CHECK FAILED: the int8 checkpoint is not named"
echo done
