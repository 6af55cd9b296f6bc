# what: model command on the example Llama 3.1 8B config.json with vocab_size 256 (exactly README's lower edge "at least 256 tokens"): a correct result, 32 layers of 218.1 M plus untied 2 x 256 x 4096 tables = 6.98 B (hand count)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["vocab_size"]=256; c["_name_or_path"]="small-vocab"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, L, f, V, h, kv = 4096, 32, 14336, 256, 128, 8
    n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
    got = float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
    assert abs(got - n)/n < 0.006, (got, n)
    print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
