# what: model command on the example Llama 3.1 8B config.json with tie_word_embeddings true (one shared embedding/output matrix, as Llama 3.2 ships): the total must drop by vocab x hidden = 525.3 M to 7.50 B (hand count of the shape); README: model_shape carries tied_embeddings
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'P'
import json
c=json.load(open("$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json".replace("$PROJECT", __import__("os").environ["PROJECT"])))
c["tie_word_embeddings"]=True
json.dump(c,open("cfg.json","w"))
P
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    got=float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
    h,L,H,kv,hd,f,V=4096,32,32,8,128,14336,128256
    per=h*H*hd+2*h*kv*hd+H*hd*h+3*h*f+2*h
    want=V*h+L*per+h   # tied: one V x h matrix
    print("hand count", want)
    if abs(got-want)/want>0.002: print("CHECK FAILED: total", got, "hand", want)
    else: print("check ok")
except Exception as e: print("CHECK FAILED:", repr(e))
P
