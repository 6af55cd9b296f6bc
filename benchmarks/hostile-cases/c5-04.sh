# what: scenario at precision fp8 whose config.json is a bitsandbytes 4-bit NF4 checkpoint (load_in_4bit true, bnb_4bit_quant_type nf4)
# expect-rc: 1
# expect: cfg.json
# expect: quantization_config
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["quantization_config"] = {"quant_method": "bitsandbytes", "load_in_4bit": True, "load_in_8bit": False,
                            "bnb_4bit_quant_type": "nf4", "bnb_4bit_compute_dtype": "bfloat16"}
json.dump(d, open("cfg.json", "w"))
E
printf 'scenario: c504\nprecision: fp8\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
