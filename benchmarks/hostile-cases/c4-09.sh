# what: scenario at precision bf16 whose config.json says torch_dtype float8_e4m3fn (an FP8 checkpoint, no quantization_config)
# expect-rc: 1
# expect: cfg.json
# expect: torch_dtype
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["torch_dtype"] = "float8_e4m3fn"; c.pop("quantization_config", None)
json.dump(c, open("cfg.json", "w"), indent=1)
P
printf 'scenario: c409\nmodel: cfg.json\nprecision: bf16\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
