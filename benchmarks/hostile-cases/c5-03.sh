# what: scenario at precision bf16 whose config.json states FP8 weights in the newer transformers key "dtype": "float8_e4m3fn" (no torch_dtype, no quantization_config)
# expect-rc: 1
# expect: cfg.json
# expect: dtype
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d.pop("torch_dtype"); d["dtype"] = "float8_e4m3fn"
json.dump(d, open("cfg.json", "w"))
E
printf 'scenario: c503\nprecision: bf16\nmodel: cfg.json\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
