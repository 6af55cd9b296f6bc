# what: model command given a config.json of 3 MB (a huge "_comment" string in a valid config)
# expect-rc: 1
# expect: cfg.json
# expect: bytes
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_comment"] = "x" * 3_000_000
json.dump(d, open("cfg.json", "w"))
PY
"$TR" model cfg.json
