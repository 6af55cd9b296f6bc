# what: model command at --precision bf16 on an FP8 checkpoint (quantization_config quant_method fbgemm_fp8): sizes at bf16 as asked, but it must say the checkpoint is fp8 (naming cfg.json), or refuse
# expect-rc: 0
# expect: cfg.json
# expect: fbgemm_fp8
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["quantization_config"] = {"quant_method": "fbgemm_fp8", "activation_scale_ub": 1200.0, "modules_to_not_convert": ["lm_head"]}
json.dump(c, open("cfg.json", "w"))
P
"$TR" model cfg.json --precision bf16
