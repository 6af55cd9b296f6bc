# what: model command on the example 8B config.json padded to 2,000,001 bytes (one byte over the config size limit): refused quickly, naming the file and its limit
# expect-rc: 1
# expect: cfg.json
# expect: 2,000,000
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_comment"] = ""
base = len(json.dumps(d).encode())
d["_comment"] = "x" * (2_000_001 - base)
s = json.dumps(d).encode()
assert len(s) == 2_000_001, len(s)
open("cfg.json", "wb").write(s)
P
timeout 55 "$TR" model cfg.json
