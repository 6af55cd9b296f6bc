# what: scenario model: cfg.json holding the Llama 8B config with a trailing comma before the closing brace (invalid JSON, a hand edit): refused naming cfg.json (and where the JSON breaks), no traceback
# expect-rc: nonzero
# expect: cfg.json
"$PY" -c "
import os
t=open(os.environ['PROJECT']+'/scenarios/examples/configs/llama-3.1-8b-config.json').read().rstrip()
assert t.endswith('}')
open('cfg.json','w').write(t[:-1].rstrip()+',\n}\n')"
printf 'scenario: c15-33\nmodel: cfg.json\ncandidates: [p5.48xlarge]\ntokens_per_day: 2.0e+8\n' > s.yaml
timeout 55 "$TR" estimate s.yaml 2>&1
