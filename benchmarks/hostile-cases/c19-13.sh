# what: model command on the example 8B config.json with num_key_value_heads 64 (more KV heads than the 32 query heads: grouped-query attention groups queries, a KV head has at least one query): refused naming cfg.json and num_key_value_heads
# expect-rc: 1
# expect: cfg.json
# expect: num_key_value_heads
# expect-not: Traceback
"$PY" - num_key_value_heads=64 <<'PYEOF'
import json, os, sys
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1)
    if v == "DEL": c.pop(k, None)
    else: c[k] = json.loads(v)
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json 
