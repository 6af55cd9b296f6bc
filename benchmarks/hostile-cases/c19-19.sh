# what: model command on the example 8B config.json with architectures ["LlamaForCausalLM", "MixtralForCausalLM"] (two architectures disagreeing on dense vs MoE): refused naming cfg.json and architectures (expect-rc nonzero; the tester also thought reading it as the dense Llama, the first and transformers' choice, defensible, but the case holds the refusal the project gives)
# expect-rc: nonzero
# expect: cfg.json
# expect: architectures
# expect-not: Traceback
"$PY" - 'architectures=["LlamaForCausalLM","MixtralForCausalLM"]' <<'PYEOF'
import json, os, sys
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1)
    if v == "DEL": c.pop(k, None)
    else: c[k] = json.loads(v)
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json 
