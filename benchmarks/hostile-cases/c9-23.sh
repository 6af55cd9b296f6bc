# what: model command on the example Llama 3.1 8B config.json with head_dim 520 (32 heads x 520 = 16,640: attention width 4.06x hidden_size, just past data/README's "0.5x to 4x"): refused naming cfg.json and head_dim (or the heads' width)
# expect-rc: nonzero
# expect: cfg.json
# expect: head_dim
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" -c "
import json; c=json.load(open('cfg.json')); c['head_dim']=520; json.dump(c, open('cfg.json','w'), indent=1)"
timeout 55 "$TR" model cfg.json
