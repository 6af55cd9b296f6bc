# what: model command on a config.json whose head_dim 256 is given alongside hidden 4096 / 32 heads (attention width 8,192 = 2x hidden, legal: Gemma-like): KV cache per token must use head_dim, 2 x 32 layers x 8 KV heads x 256 x 2 B = 262.1 kB, not hidden/heads (131.1 kB)
# expect-rc: 0
# expect: 262.1 kB per token
# expect-not: 131.1 kB per token
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
c['head_dim']=256
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
