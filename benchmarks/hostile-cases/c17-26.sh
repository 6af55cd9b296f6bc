# what: estimate with an inline MoE model_shape of 4 experts, 4 per token (every expert on every token: active = total, legal edge k = E) on Qwen3-30B-A3B's other dims: total and active parameters equal, and the model command of the same shape as config.json agrees with a hand count
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" <<'P'
import json,sys
c=json.load(open(sys.argv[1])); c["num_experts"]=4; c["num_experts_per_tok"]=4; c["_name_or_path"]="my-dense-moe"; json.dump(c,open("cfg.json","w"))
P
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; head -5 out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,H,kv,hd,L,V,E,ef=2048,32,4,128,48,151936,4,768
    tot=L*(h*H*hd*2+2*h*kv*hd+E*3*h*ef+h*E)+2*V*h
    gt=float(re.search(r"([\d.]+) B total",t).group(1))*1e9
    ga=float(re.search(r"([\d.]+) B active",t).group(1))*1e9
    assert abs(gt-tot)/tot<0.01 and abs(ga-tot)/tot<0.01,(gt,ga,tot)
    print("check ok",gt,ga,tot)
except Exception as e: print("CHECK FAILED:",repr(e))
P
