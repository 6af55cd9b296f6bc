# what: scenario at precision int8 whose config.json is a bitsandbytes 8-bit checkpoint (quant_method bitsandbytes, load_in_8bit true): a correct result (int8 weights, as the scenario says)
# expect-rc: 0
# expect: trn2.48xlarge
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "my-llama-3.1-8b-int8"
d["quantization_config"] = {"quant_method": "bitsandbytes", "load_in_8bit": True, "load_in_4bit": False,
                            "llm_int8_threshold": 6.0}
json.dump(d, open("cfg.json", "w"), indent=1)
PY
printf 'scenario: c73\nmodel: cfg.json\nprecision: int8\ntokens_per_day: 2.0e+8\ncandidates: [inf2, trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
