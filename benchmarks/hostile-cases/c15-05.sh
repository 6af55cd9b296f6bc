# what: model command on the example Llama 3.1 8B config.json with "num_hidden_layers": true (a JSON boolean, which Python counts as 1): not a layer count; refused naming cfg.json and num_hidden_layers, never a 1-layer model
# expect-rc: nonzero
# expect: cfg.json
# expect: num_hidden_layers
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
c['num_hidden_layers']=True
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
