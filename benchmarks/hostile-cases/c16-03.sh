# what: model command on the Qwen3-30B-A3B example config.json with num_experts 120 and with 136, at --precision int8 on inf2.xlarge (one Inferentia2, 32 GiB = 34.36 GB, 30.92 GB usable at 0.9): weights + one 4,096-token KV (hand count) are 29.1 GB (fits) and 32.7 GB (does not fit); the verdicts must follow the hand count
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
for E in 120 136; do
"$PY" - "$E" <<'P'
import json,os,sys
c=json.load(open(os.environ["PROJECT"]+"/scenarios/examples/configs/qwen3-30b-a3b-config.json"))
c["num_experts"]=int(sys.argv[1])
json.dump(c,open("cfg%s.json"%sys.argv[1],"w"))
P
timeout 55 "$TR" model cfg$E.json --precision int8 --candidates inf2.xlarge > out$E.txt 2>&1; echo "rc=$?"; cat out$E.txt
done
"$PY" - <<'P'
import re,json,os
try:
    c=json.load(open(os.environ["PROJECT"]+"/scenarios/examples/configs/qwen3-30b-a3b-config.json"))
    usable=32*2**30*0.9
    for E in (120,136):
        t=open("out%d.txt"%E).read()
        got=float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
        base=30.53e9-128*48*3*2048*768
        n=base+E*48*3*2048*768
        if abs(got-n)/n>0.003: print("CHECK FAILED: total", E, got, n); continue
        need=n+4096*48*2*4*128*2
        fits="inf2.xlarge: 1 of its 1" in t
        if fits!=(need<usable): print("CHECK FAILED: E",E,"need",need,"usable",usable,"fits said",fits)
        else: print("E",E,"ok",need,usable)
    print("check ok")
except Exception as e: print("CHECK FAILED:", repr(e))
P
