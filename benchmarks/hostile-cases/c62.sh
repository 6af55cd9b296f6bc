# what: config.json named for a 70B model (_name_or_path Llama-3.1-70B-Instruct) holding the 8B's shape, used by a scenario
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "meta-llama/Llama-3.1-70B-Instruct"
json.dump(d, open("cfg.json", "w"))
PY
printf 'scenario: c62\nmodel: cfg.json\n' > s.yaml
"$TR" estimate s.yaml
