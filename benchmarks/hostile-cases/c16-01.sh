# what: model llama-3.1-405b --precision fp8 (one byte a weight) on p5.48xlarge (8 x 80 GB, 576 GB usable at 0.9): weights must be the hand count of the 405B shape (126 x 16384, FFN 53248, 128/8 heads, untied 128256 vocab) in bytes, ~406 GB, and it must fit the instance (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model llama-3.1-405b --precision fp8 --candidates p5.48xlarge > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,L,H,kv,hd,f,V=16384,126,128,8,128,53248,128256
    per=h*H*hd+2*h*kv*hd+H*hd*h+3*h*f+2*h
    n=2*V*h+L*per+h
    got=float(re.search(r"weights ([\d.,]+) GB", t).group(1).replace(",",""))*1e9
    if abs(got-n)/n>0.003: print("CHECK FAILED: weights", got, "hand", n)
    elif "does not fit" in t: print("CHECK FAILED: 406 GB must fit 576 GB")
    else: print("check ok", n)
except Exception as e: print("CHECK FAILED:", repr(e))
P
