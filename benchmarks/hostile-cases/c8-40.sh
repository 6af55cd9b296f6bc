# what: model command on a Llama config.json of compressed-tensors W4A16 (config_groups weights num_bits 4, type int) at --precision fp8: the sizes are at fp8 as asked, but it must say the checkpoint's weights are 4-bit, naming w4.json and quantization_config (hfconfig: the config states the weight precision)
# expect-rc: 0
# expect: w4.json
# expect: 4-bit
# expect: quantization_config
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "my-org/llama-8b-w4a16"
d["quantization_config"] = {"quant_method": "compressed-tensors", "format": "pack-quantized", "config_groups": {"group_0": {"targets": ["Linear"], "weights": {"num_bits": 4, "type": "int", "symmetric": True, "strategy": "group", "group_size": 128}, "input_activations": None}}, "ignore": ["lm_head"]}
json.dump(d, open("w4.json", "w"))
P
timeout 55 "$TR" model w4.json --precision fp8 --candidates p5.4xlarge
