# what: model command on a config.json named "Qwen/Qwen3-30B-A3B" (the name states 3B active) whose num_experts_per_tok is 64 of 128 (16B active): the name's active size contradicts the shape
# expect-rc: 1
# expect: cfg.json
# expect: A3B
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/qwen3-30b-a3b-config.json"))
d["_name_or_path"] = "Qwen/Qwen3-30B-A3B"; d["num_experts_per_tok"] = 64
json.dump(d, open("cfg.json", "w"))
E
"$TR" model cfg.json
