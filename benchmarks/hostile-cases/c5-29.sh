# what: model command on a config.json in Windows-1252 (the _name_or_path "Llama-3.1-8B-café" with byte 0xE9)
# expect-rc: 1
# expect: cfg.json
# expect: UTF-8
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "Llama-3.1-8B-caf\u00e9"
open("cfg.json", "w", encoding="cp1252").write(json.dumps(d, ensure_ascii=False))
E
"$TR" model cfg.json
