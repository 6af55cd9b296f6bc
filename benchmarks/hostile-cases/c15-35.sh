# what: model command on the example Qwen3-30B-A3B config.json with num_experts 1 and num_experts_per_tok 1 but 48 layers (a "mixture" of one expert: legal edge; _name_or_path renamed, since README holds a name stating a size, A3B, to the shape): total = 48 x (attention 18.9 M + one expert 4.72 M + router 2,048 + norms) + two tables = 1.76 B, active = total
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c "
import json,os
c=json.load(open(os.environ['PROJECT']+'/scenarios/examples/configs/qwen3-30b-a3b-config.json'))
c['num_experts']=1; c['num_experts_per_tok']=1; c['_name_or_path']='my-qwen-one-expert'
json.dump(c,open('cfg.json','w'))"
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    m=re.search(r"parameters: ([\d.]+) B total \(memory\), ([\d.]+) B active", t)
    tot=float(m.group(1))*1e9; act=float(m.group(2))*1e9
    h,L,H,kv,hd,E,ef,V=2048,48,32,4,128,1,768,151936
    per=h*H*hd+2*h*kv*hd+H*hd*h+E*3*h*ef+h*E+2*h+2*hd
    want=2*V*h+L*per+h
    print("hand", want)
    if abs(tot-want)/want>0.005 or abs(act-want)/want>0.005: print("CHECK FAILED:", tot, act, want)
    else: print("check ok")
except Exception as e: print("CHECK FAILED:", repr(e))
P
