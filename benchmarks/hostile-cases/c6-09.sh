# what: model command on the example 8B config.json padded (a "_comment" string) to exactly 2,000,000 bytes, the config size limit: a correct result (8.03B), the limit is "at most"
# expect-rc: 0
# expect: 8.03 B total
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_comment"] = ""
base = len(json.dumps(d).encode())
d["_comment"] = "x" * (2_000_000 - base)
s = json.dumps(d).encode()
assert len(s) == 2_000_000, len(s)
open("cfg.json", "wb").write(s)
P
timeout 55 "$TR" model cfg.json
