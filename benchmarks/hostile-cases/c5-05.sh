# what: scenario at precision int8 whose config.json is a GPTQ 3-bit checkpoint (quant_method gptq, bits 3): not int8 weights
# expect-rc: 1
# expect: cfg.json
# expect: quantization_config
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["quantization_config"] = {"quant_method": "gptq", "bits": 3, "group_size": 128, "desc_act": False}
json.dump(d, open("cfg.json", "w"))
E
printf 'scenario: c505\nprecision: int8\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
