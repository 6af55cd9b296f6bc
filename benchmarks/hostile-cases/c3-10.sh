# what: config.json whose quantization_config is a plain string "awq" (not a mapping)
# expect-rc: 1
# expect: cfg.json
# expect: quantization_config
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["quantization_config"] = "awq"
json.dump(c, open("cfg.json", "w"))
P
"$TR" model cfg.json
