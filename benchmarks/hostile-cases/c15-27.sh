# what: model command on the example Llama 3.1 8B config.json with num_attention_heads 0 (and head_dim removed, so hidden/heads would divide by zero): refused naming cfg.json and num_attention_heads, no ZeroDivisionError
# expect-rc: nonzero
# expect: cfg.json
# expect: num_attention_heads
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
c['num_attention_heads']=0; del c['head_dim']
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
