# what: model command on the example Qwen3-30B-A3B config.json at --precision fp8 (one byte a weight): total must be the hand count 30.53 B (48 x (attention 18.9 M + 128 x 3 x 2048 x 768 + router) + 2 x 151936 x 2048) and weights 30.5 GB, half the bf16 figure
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" model "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" --precision fp8 --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import re, sys
t = open("out.txt").read()
try:
    assert int(sys.argv[1]) == 0, "rc"
    tot = float(re.search(r"parameters: ([\d.,]+) B total", t).group(1))
    w = float(re.search(r"weights ([\d.,]+) GB", t).group(1))
    h = 2048; attn = h*4096*2 + h*512*2; hand = 48*(attn + 128*3*h*768 + 128*h) + 2*151936*h
    assert abs(tot*1e9/hand-1) < 0.005, f"total {tot} vs {hand/1e9:.3f}"
    assert abs(w*1e9/hand-1) < 0.01, f"weights {w} GB vs {hand/1e9:.2f}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
