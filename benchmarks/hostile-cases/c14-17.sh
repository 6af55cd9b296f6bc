# what: model command on the example Llama 3.1 8B config.json with num_hidden_layers 1000000 (a million layers, 218 T parameters): no hang; either refused naming cfg.json and num_hidden_layers, or the hand count 1e6 x 218.1 M + 1.05 B and no chip count that holds it
# expect-rc: 0
# expect: check ok
"$PY" -c "
import json; c = json.load(open('$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json')); c['num_hidden_layers'] = 1000000
json.dump(c, open('cfg.json', 'w'))"
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import re, sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "cfg.json" in t and "num_hidden_layers" in t, "refusal does not name cfg.json and num_hidden_layers"
    else:
        m = re.search(r"parameters: ([\d.,]+) ([BT]) total", t)
        tot = float(m.group(1).replace(",", "")) * (1e9 if m.group(2) == "B" else 1e12)
        per = 4096*4096*2 + 4096*1024*2 + 3*4096*14336
        hand = 1e6*per + 2*128256*4096
        assert abs(tot/hand-1) < 0.01, f"total {tot:.4g} vs hand {hand:.4g}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
