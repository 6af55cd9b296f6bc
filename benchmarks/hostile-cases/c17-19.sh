# what: model llama-3.1-70b --precision fp8 --candidates inf2.48xlarge trn1.32xlarge p5.48xlarge: fewest chips must hold the hand-count weights (70.55 B x 1 byte = 70.6 GB) plus one 4,096-token sequence's KV (80 layers x 2 x 8 KV heads x 128 x its bytes) within 0.9 of each chip's memory (inf2 32 GB, trn1 32 GB, H100 80 GB), a replica being a power of two of chips dividing the system (performance.chips_per_replica; 3 chips would hold it but cannot split 64 heads): 4, 4 and 1 chip(s) by hand (first written as 3, 3, 1 by plain ceil; README never states the power-of-two rule)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model llama-3.1-70b --precision fp8 --candidates inf2.48xlarge trn1.32xlarge p5.48xlarge > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re,math
try:
    t=open("out.txt").read()
    h,f,H,kv,hd,L,V=8192,28672,64,8,128,80,128256
    n=L*(h*H*hd*2+2*h*kv*hd+3*h*f+2*h)+2*V*h+h
    kvb=1 if "(fp8)" in t else 2
    need=n*1+4096*L*2*kv*hd*kvb
    def fit(chips,mem):
        for c in [c for c in (1,2,4,8,16,32,64) if c<chips and chips%c==0]+[chips]:
            if c*mem*0.9>=need: return c
        return 0
    exp={"inf2.48xlarge":fit(12,32e9),"trn1.32xlarge":fit(16,32e9),"p5.48xlarge":fit(8,80e9)}
    assert exp["inf2.48xlarge"]>math.ceil(need/(32e9*0.9))
    for k,v in exp.items():
        m=re.search(re.escape(k)+r": (\d+) of",t); assert m,("missing",k)
        assert int(m.group(1))==v,(k,int(m.group(1)),v,need)
    print("check ok",exp,need)
except Exception as e: print("CHECK FAILED:",repr(e))
P
