# what: model command on a config.json holding the JSON array [ {the Llama 8B config} ] (a list wrapped round the object, as some exporters write): refused naming cfg.json (a JSON object is expected)
# expect-rc: nonzero
# expect: cfg.json
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json'))
json.dump([c],open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json 2>&1
