# what: model command on the example 8B config.json with intermediate_size false (JSON boolean where a width goes, False == 0 in Python): refused naming cfg.json and intermediate_size
# expect-rc: 1
# expect: cfg.json
# expect: intermediate_size
# expect-not: Traceback
"$PY" - intermediate_size=false <<'PYEOF'
import json, os, sys
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1)
    if v == "DEL": c.pop(k, None)
    else: c[k] = json.loads(v)
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json 
