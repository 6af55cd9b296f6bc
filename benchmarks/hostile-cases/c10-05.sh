# what: model command on the example Llama 3.1 8B config.json cut to one layer (num_hidden_layers 1, the smallest legal depth): a correct result, 1 layer of 218.1 M plus the untied 128256 x 4096 tables (1.05 B) = 1.27 B parameters
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["num_hidden_layers"]=1; c["_name_or_path"]="one-layer"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates inf2.xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, L, f, V, h, kv = 4096, 1, 14336, 128256, 128, 8
    n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
    m = re.search(r"parameters: ([\d.]+) B total", t)
    got = float(m.group(1))*1e9
    assert abs(got - n)/n < 0.006, (got, n)
    assert "1 layers" in t or "1 layer" in t, "layers"
    print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
