# what: model command on the example Qwen3-30B-A3B config.json at --precision fp16 (2 bytes a weight): total must be the hand count (48 x (attention + 128 experts of 768 + router + norms) + two 151,936 x 2,048 tables) = 30.53 B and the weights 2 B each = 61.1 GB
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" --precision fp16 > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    tot=float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
    w=float(re.search(r"at fp16: weights ([\d.]+) GB", t).group(1))*1e9
    h,L,H,kv,hd,E,ef,V=2048,48,32,4,128,128,768,151936
    per=h*H*hd+2*h*kv*hd+H*hd*h+E*3*h*ef+h*E+2*h+2*hd
    want=2*V*h+L*per+h
    print("hand", want)
    if abs(tot-want)/want>0.002: print("CHECK FAILED: total", tot, want)
    elif abs(w-2*want)/(2*want)>0.003: print("CHECK FAILED: weights", w, 2*want)
    else: print("check ok")
except Exception as e: print("CHECK FAILED:", repr(e))
P
