# what: scenario model: a config.json whose _name_or_path says AWQ (no quantization_config), priced at precision bf16
# expect-rc: 1
# expect: cfg.json
# expect: precision
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4"
json.dump(d, open("cfg.json", "w"), indent=1)
PY
printf 'scenario: c03\nmodel: cfg.json\nprecision: bf16\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
