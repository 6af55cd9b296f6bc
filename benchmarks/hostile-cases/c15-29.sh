# what: model command on the example Llama 3.1 8B config.json with vocab_size 256 (the README's least legal vocabulary, byte-level): accepted, and the total is the hand count with two 256 x 4096 tables: 32 x 218.1 M + 2 x 1.05 M + 4096 = 6.98 B
# expect-rc: 0
# expect: 6.98 B total
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
c['vocab_size']=256
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
