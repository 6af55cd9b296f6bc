# what: model command on the example Llama 3.1 8B config.json with num_hidden_layers 64 and _name_or_path "my-deep-llama" (a deeper dense model, legal; no size in its name): total parameters must be the hand count 64 x 218.1 M + 1.05 B embeddings = 15.01 B, and weights 2 bytes each at bf16
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" <<'P'
import json,sys
c=json.load(open(sys.argv[1])); c["num_hidden_layers"]=64; c["_name_or_path"]="my-deep-llama"; json.dump(c,open("cfg.json","w"))
P
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,f,H,kv,hd,L,V=4096,14336,32,8,128,64,128256
    layer=h*H*hd*2+2*h*kv*hd+3*h*f+2*h
    tot=L*layer+2*V*h+h
    m=re.search(r"parameters: ([\d.]+) B total",t); got=float(m.group(1))*1e9
    w=re.search(r"at bf16: weights ([\d.]+) GB",t); wg=float(w.group(1))*1e9
    assert abs(got-tot)/tot<0.005,(got,tot)
    assert abs(wg-2*tot)/(2*tot)<0.005,(wg,2*tot)
    print("check ok", got, tot)
except Exception as e: print("CHECK FAILED:",repr(e))
P
