# what: Llama config.json whose quantization_config names an unknown method (quant_method "aqlm", 2-bit codebooks), used by a scenario at precision bf16: weights are not bf16
# expect-rc: 1
# expect: cfg.json
# expect: quant
$PY - <<'P'
import json
c = json.load(open(__import__("os").environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["quantization_config"] = {"quant_method": "aqlm", "in_group_size": 8, "nbits_per_codebook": 16, "num_codebooks": 1, "out_group_size": 1}
json.dump(c, open("cfg.json", "w"))
P
printf 'scenario: c3-09\nmodel: cfg.json\nprecision: bf16\ntokens_per_day: 2.0e+8\n' > s.yaml
"$TR" estimate s.yaml
