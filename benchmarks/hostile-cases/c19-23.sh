# what: model command on the same custom dense config (16 layers, hidden 4096, FFN 8192, 32/4 heads, vocab 32000 untied) at --precision int8: weights must be total parameters x 1 byte by hand count (about 3.67 GB), half the bf16 figure
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'PYEOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c.update(num_hidden_layers=16, intermediate_size=8192, num_key_value_heads=4, vocab_size=32000, _name_or_path="my-custom")
json.dump(c, open("cfg.json", "w"), indent=1)
PYEOF
timeout 55 "$TR" model cfg.json --precision int8 > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'PYEOF'
import re
t = open("out.txt").read()
try:
    h, L, f, kv, hd, V = 4096, 16, 8192, 4, 128, 32000
    total = L*(2*h*h + 2*h*kv*hd + 3*h*f + 2*h) + 2*V*h + h
    m = re.search(r"weights ([\d.]+) GB", t)
    got = float(m.group(1))*1e9
    assert abs(got - total)/total < 0.02, f"weights {got} vs hand {total} (1 byte each)"
    print("check ok", total)
except Exception as e:
    print("CHECK FAILED:", e)
PYEOF
