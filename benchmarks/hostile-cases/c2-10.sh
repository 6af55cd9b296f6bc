# what: config.json with architectures given as a plain string "LlamaForCausalLM" (not a list) and no model_type
# expect-rc: nonzero
# expect: cfg.json
# expect: architectures
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" - <<'P'
import json; c=json.load(open("cfg.json")); c["architectures"]="LlamaForCausalLM"; c.pop("model_type",None); json.dump(c,open("cfg.json","w"),indent=1)
P
"$TR" model cfg.json
