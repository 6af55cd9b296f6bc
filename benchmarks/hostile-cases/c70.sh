# what: config.json whose vocab_size is 100 (under a byte-level vocabulary's 256)
# expect-rc: 1
# expect: cfg.json
# expect: vocab_size
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d.update(vocab_size=100, _name_or_path="my-model")
json.dump(d, open("cfg.json", "w"))
PY
"$TR" model cfg.json
