# what: model command on the example Qwen3-30B-A3B config.json at --precision fp8: weights = total parameters x 1 byte by hand count (48 layers: attention 2048x4096 q/o, 2048x512 k/v, 128 experts x 3 x 2048 x 768, router 2048x128; untied 151,936-token tables) = ~30.5 GB, active ~3.3 B, KV cache per token at the precision (performance.py: 2 x layers x KV heads x head_dim x bytes) 2 x 48 x 4 x 128 x 1 B = 49.2 kB
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" model "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" --precision fp8 --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - "$rc" <<'EOF'
import re, sys
t = open("out.txt").read()
L, d, h, kv, hd, V, E, k, fe = 48, 2048, 32, 4, 128, 151936, 128, 8, 768
attn = 2*d*h*hd + 2*d*kv*hd
tot = L*(attn + E*3*d*fe + d*E) + 2*V*d
act = L*(attn + k*3*d*fe + d*E) + 2*V*d
try:
    assert sys.argv[1] == "0", "exit " + sys.argv[1]
    m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", t)
    assert m, "no parameters line"
    assert abs(float(m.group(1))*1e9/tot - 1) < 0.01, f"total {m.group(1)} B vs hand {tot/1e9:.2f}"
    assert abs(float(m.group(2))*1e9/act - 1) < 0.01, f"active {m.group(2)} B vs hand {act/1e9:.2f}"
    w = re.search(r"at fp8: weights ([\d.]+) GB", t)
    assert w and abs(float(w.group(1))*1e9/tot - 1) < 0.01, f"fp8 weights {w and w.group(1)} GB vs hand {tot/1e9:.2f}"
    assert "49.2 kB per token" in t, "KV per token not 49.2 kB"
    print("check ok")
except AssertionError as e:
    print("CHECK FAILED:", e)
EOF
