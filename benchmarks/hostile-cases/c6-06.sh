# what: the example 8B config.json with Infinity as max_position_embeddings and NaN as rope_theta (JSON extension literals in keys the shape does not need): a correct result (8.03B), or an error naming the key
# expect-rc: 0
# expect: 8.03 B total
"$PY" - <<'P'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
s = json.dumps(d).replace('"max_position_embeddings": 131072', '"max_position_embeddings": Infinity').replace('"rope_theta": 500000.0', '"rope_theta": NaN')
assert "Infinity" in s and "NaN" in s
open("cfg.json", "w").write(s)
P
timeout 55 "$TR" model cfg.json
