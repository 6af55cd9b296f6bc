# what: model command on the Qwen3-30B-A3B example config.json with mlp_only_layers listing all 48 layers (no layer has experts: a dense 48-layer model of FFN 6144): the dense hand count 48 x (attention 2048x4096x2 + 2x2048x512 + 3x2048x6144 + norms) + 2 x 151936 x 2048 = 3.12 B total = active, or a refusal naming cfg.json and mlp_only_layers; never 30 B
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["mlp_only_layers"]=list(range(48)); c["_name_or_path"]="no-moe"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'P'
import re, os
try:
    t = open("out.txt").read(); rc = int(os.environ["RC"])
    if rc != 0:
        assert "cfg.json" in t and "mlp_only_layers" in t, "refusal names neither"
        print("check ok (refused)")
    else:
        d, L, f, V, H, kv, h = 2048, 48, 6144, 151936, 32, 4, 128
        n = L*(2*d*H*h + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
        m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", t)
        tot, act = float(m.group(1))*1e9, float(m.group(2))*1e9
        assert abs(tot - n)/n < 0.01, ("total", tot, n)
        print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit 0
