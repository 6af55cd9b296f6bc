# what: scenario at precision int8 whose config.json is a GPTQ 8-bit checkpoint (quant_method gptq, bits 8): a correct result (8-bit weights, as the scenario says), not "4-bit"
# expect-rc: 0
# expect: trn2.48xlarge
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "my-llama-3.1-8b-gptq-int8"
d["quantization_config"] = {"quant_method": "gptq", "bits": 8, "group_size": 128, "desc_act": True, "sym": True}
json.dump(d, open("cfg.json", "w"), indent=1)
PY
printf 'scenario: c78\nmodel: cfg.json\nprecision: int8\ntokens_per_day: 2.0e+8\ncandidates: [inf2, trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
