# what: model command on the example Qwen3-30B-A3B config.json with num_experts_per_tok 160 above num_experts 128 (a router cannot pick more experts than exist): refused naming cfg.json and the per-token key
# expect-rc: nonzero
# expect: cfg.json
# expect: per_tok
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/qwen3-30b-a3b-config.json'))
c['num_experts_per_tok']=160
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
