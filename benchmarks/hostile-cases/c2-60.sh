# what: config.json with num_attention_heads 0 (head_dim would divide by zero)
# expect-rc: 1
# expect: cfg.json
# expect: num_attention_heads
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" - <<'P'
import json; c=json.load(open("cfg.json")); c["num_attention_heads"]=0; c.pop("head_dim",None); json.dump(c,open("cfg.json","w"),indent=1)
P
"$TR" model cfg.json
