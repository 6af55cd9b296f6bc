# what: model command at --precision int8 on a Llama 3.1 8B config.json whose quantization_config says quant_method fp8 (an FP8 checkpoint; fp8 and int8 are both one byte but not the same weights): sizes at int8 as asked (weights 8.0 GB = 8.03 B x 1 byte), and a note naming f8.json, quantization_config and fp8
# expect-rc: 0
# expect: f8.json
# expect: quantization_config
# expect: fp8
# expect: weights 8.0 GB
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["quantization_config"] = {"quant_method": "fp8", "activation_scheme": "dynamic"}
json.dump(d, open("f8.json", "w"))
P
timeout 55 "$TR" model f8.json --precision int8 --candidates p5.4xlarge
