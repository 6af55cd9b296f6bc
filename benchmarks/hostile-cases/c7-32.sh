# what: model --precision fp8 on Qwen3-30B-A3B-FP8's config.json (Qwen3MoeForCausalLM, quantization_config fp8 with weight_block_size [128, 128]): a correct result, 30.53B parameters, 30.5 GB of fp8 weights, 3.35B active, no precision complaint
# expect-rc: 0
# expect: 30.53 B total
# expect: at fp8: weights 30.5 GB
"$PY" - "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" <<'E'
import json, sys
d = json.load(open(sys.argv[1]))
d["_name_or_path"] = "Qwen/Qwen3-30B-A3B-FP8"
d["quantization_config"] = {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]}
json.dump(d, open("cfg.json", "w"))
E
timeout 55 "$TR" model cfg.json --precision fp8 --candidates p5.48xlarge
