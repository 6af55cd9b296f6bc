# what: model command on the example 8B config.json with num_attention_heads true (a JSON boolean; Python's bool is an int, True == 1): refused naming cfg.json and num_attention_heads, never read as 1 head
# expect-rc: 1
# expect: cfg.json
# expect: num_attention_heads
# expect-not: Traceback
"$PY" - num_attention_heads=true <<'PYEOF'
import json, os, sys
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1)
    if v == "DEL": c.pop(k, None)
    else: c[k] = json.loads(v)
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json 
