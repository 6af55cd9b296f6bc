# what: model command on the Qwen3-30B-A3B example config.json with num_experts_per_tok 128 (every expert on every token: legal edge, k = E) beside the example: active must rise by exactly 48 x 120 x 3 x 2048 x 768 = 27.18 B and total stay 30.53 B (hand count)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["num_experts_per_tok"]=128; c["_name_or_path"]="all-experts"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json"
timeout 55 "$TR" model "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" --candidates p5.48xlarge > base.txt 2>&1
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat base.txt out.txt
"$PY" - <<'P'
import re
try:
    def read(f):
        m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", open(f).read())
        return float(m.group(1))*1e9, float(m.group(2))*1e9
    t0, a0 = read("base.txt"); t1, a1 = read("out.txt")
    delta = 48*120*3*2048*768
    assert abs(t1 - t0) < 0.011e9, ("total changed", t0, t1)
    assert abs((a1 - a0) - delta) < 0.02e9, ("active delta", a1 - a0, delta)
    assert a1 <= t1 + 1e7, ("active above total", a1, t1)
    print("check ok", delta)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
