# what: model command on the example Llama 3.1 8B config.json with num_key_value_heads 1 (multi-query attention, legal): a correct result, multi-query, KV cache 32 layers x 2 x 1 x 128 x 2 B = 16.4 kB per token in bf16 (8x less than the 8B's 131.1 kB)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["num_key_value_heads"]=1
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    kv = 32*2*1*128*2
    m = re.search(r"KV cache ([\d.,]+) kB per token", t)
    assert abs(float(m.group(1).replace(",", ""))*1e3 - kv) < 100, (m.group(1), kv)
    assert "multi-query" in t, "not called multi-query"
    print("check ok", kv)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
