# what: scenario at precision fp8 whose config.json is an FP8 checkpoint in compressed-tensors format (as RedHatAI/Meta-Llama-3.1-8B-Instruct-FP8 ships): a correct result
# expect-rc: 0
# expect: trn2.48xlarge
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "RedHatAI/Meta-Llama-3.1-8B-Instruct-FP8"
d["quantization_config"] = {"quant_method": "compressed-tensors", "format": "float-quantized",
    "config_groups": {"group_0": {"targets": ["Linear"],
        "weights": {"num_bits": 8, "type": "float", "strategy": "tensor", "symmetric": True, "dynamic": False},
        "input_activations": {"num_bits": 8, "type": "float", "strategy": "tensor", "symmetric": True, "dynamic": False}}},
    "ignore": ["lm_head"], "quantization_status": "compressed"}
json.dump(d, open("cfg.json", "w"), indent=1)
PY
printf 'scenario: c74\nmodel: cfg.json\nprecision: fp8\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
