# what: model command on the example Llama 3.1 8B config.json with num_hidden_layers "32" (a JSON string, hand-edited): refused naming cfg.json and num_hidden_layers, or read as 32 and the exact 8.03 B (script accepts either, never another number)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["num_hidden_layers"]="32"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'P'
import re, os
try:
    t = open("out.txt").read(); rc = int(os.environ["RC"])
    if rc != 0:
        assert "cfg.json" in t and "num_hidden_layers" in t, "refusal does not name cfg.json and num_hidden_layers"
        print("check ok (refused)")
    else:
        d, L, f, V, h, kv = 4096, 32, 14336, 128256, 128, 8
        n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
        got = float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
        assert abs(got - n)/n < 0.006, (got, n)
        print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit 0
