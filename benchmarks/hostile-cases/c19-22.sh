# what: model command on a custom dense Llama config.json (16 layers, hidden 4096, FFN 8192, 32/4 heads of 128, vocab 32000 untied, _name_or_path "my-custom": no size in its name): total parameters and the per-token KV cache must be the hand count (README: the shape is counted from its columns): 16 x (q,o 2x4096^2 + k,v 2x4096x512 + MLP 3x4096x8192 + 2 norms) + 2 x 32000 x 4096 + norm, KV = 2 x 16 x 4 x 128 x 2 B
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'PYEOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c.update(num_hidden_layers=16, intermediate_size=8192, num_key_value_heads=4, vocab_size=32000, _name_or_path="my-custom")
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PYEOF'
import re
t = open("out.txt").read()
try:
    h, L, f, kv, hd, V = 4096, 16, 8192, 4, 128, 32000
    layer = 2*h*h + 2*h*kv*hd + 3*h*f + 2*h
    total = L*layer + 2*V*h + h
    kvb = 2*L*kv*hd*2
    m = re.search(r"parameters: ([\d.]+) B total", t)
    got = float(m.group(1))*1e9
    assert abs(got-total)/total < 0.006, f"total {got} vs hand {total}"
    m = re.search(r"KV cache ([\d.]+) kB per token", t)
    assert m and abs(float(m.group(1))*1e3 - kvb) < 60, f"kv {m and m.group(1)} kB vs hand {kvb} B"
    print("check ok", total, kvb)
except Exception as e:
    print("CHECK FAILED:", e)
PYEOF
