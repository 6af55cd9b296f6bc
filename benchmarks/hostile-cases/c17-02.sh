# what: model command on the example Qwen3-30B-A3B config.json with num_experts_per_tok 1 (top-1 routing, legal edge): active parameters must be the hand count (attention + router + ONE 768-wide expert per layer, x48, + embeddings = 1.77 B; _name_or_path renamed so the A3B name guard does not apply); total unchanged at 30.53 B
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" <<'P'
import json,sys
c=json.load(open(sys.argv[1])); c["num_experts_per_tok"]=1; c["_name_or_path"]="my-top1-moe"; json.dump(c,open("cfg.json","w"))
P
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,H,kv,hd,L,V,E,ef=2048,32,4,128,48,151936,128,768
    attn=h*H*hd*2+2*h*kv*hd
    norms=2*h+2*hd  # qk-norm (small)
    emb=2*V*h+h
    tot=L*(attn+E*3*h*ef+h*E+norms)+emb
    act=L*(attn+1*3*h*ef+h*E+norms)+emb
    gt=float(re.search(r"([\d.]+) B total",t).group(1))*1e9
    ga=float(re.search(r"([\d.]+) B active",t).group(1))*1e9
    assert abs(gt-tot)/tot<0.01,(gt,tot)
    assert abs(ga-act)/act<0.01,(ga,act)
    print("check ok",gt,tot,ga,act)
except Exception as e: print("CHECK FAILED:",repr(e))
P
