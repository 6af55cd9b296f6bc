# what: config.json whose head_dim (16) contradicts hidden_size/num_attention_heads (4096/32 = 128): KV cache 8x too small
# expect-rc: 1
# expect: cfg.json
# expect: head_dim
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
$PY - <<'PY'
import json
d = json.load(open("cfg.json")); d["head_dim"] = 16; d["_name_or_path"] = "my-model"
json.dump(d, open("cfg.json", "w"))
PY
"$TR" model cfg.json
