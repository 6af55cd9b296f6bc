# what: model command on the example Llama 3.1 8B config.json turned multi-head (num_key_value_heads 32 = num_attention_heads, legal: Llama 2 7B style): KV cache per token 2 x 32 layers x 32 heads x 128 x 2 B = 524.3 kB at bf16 (data/README: 2 x kv_heads x head_dim values per token per layer), and the total grows by 32 x 2 x 4096 x 3072 = 805 M to 8.84 B (8,835,567,616)
# expect-rc: 0
# expect: 524.3 kB per token
# expect: 8.84 B total
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
c['num_key_value_heads']=32
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
