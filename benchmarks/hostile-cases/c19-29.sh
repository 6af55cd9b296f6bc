# what: model command on the example Qwen3-30B-A3B config.json with mlp_only_layers [0,1,2,3] (4 of 48 layers dense MLPs of intermediate_size 6144, 44 MoE; _name_or_path "my-moe", no size in its name; transformers' Qwen3Moe reads mlp_only_layers so): total and active parameters must be the hand count (attention 2x2048x4096 + 2x2048x512 a layer, router 2048x128, 128 or 8 experts of 3x2048x768 in 44 layers, 3x2048x6144 in 4, both 151936x2048 tables)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'PYEOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/qwen3-30b-a3b-config.json"))
c.update(mlp_only_layers=[0, 1, 2, 3], _name_or_path="my-moe")
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PYEOF'
import re
t = open("out.txt").read()
try:
    h, L, V = 2048, 48, 151936
    attn = 2*h*4096 + 2*h*512
    router = h*128
    expert = 3*h*768
    dense = 3*h*6144
    emb = 2*V*h
    total = L*attn + 44*(128*expert + router) + 4*dense + emb
    active = L*attn + 44*(8*expert + router) + 4*dense + emb
    m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", t)
    gt, ga = float(m.group(1))*1e9, float(m.group(2))*1e9
    assert abs(gt-total)/total < 0.005, f"total {gt} vs hand {total}"
    assert abs(ga-active)/active < 0.005, f"active {ga} vs hand {active}"
    print("check ok", total, active)
except Exception as e:
    print("CHECK FAILED:", e)
PYEOF
