# what: model command on the Qwen3-30B-A3B example config.json and on a copy with num_experts 64 (half the experts, top-8 kept): total must fall by exactly 48 layers x 64 experts x 3 x 2048 x 768 = 14.50 B, active unchanged (hand count)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["num_experts"]=64; c["_name_or_path"]="my-moe-test"
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json"
timeout 55 "$TR" model "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" --candidates p5.48xlarge > a.txt 2>&1 || exit 3
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > b.txt 2>&1; rc=$?; cat b.txt
"$PY" - <<'P'
import re
try:
    def get(f):
        t = open(f).read()
        m = re.search(r"parameters: ([\d.]+) B total \(memory\), ([\d.]+) B active", t)
        return float(m.group(1))*1e9, float(m.group(2))*1e9
    (ta, aa), (tb, ab) = get("a.txt"), get("b.txt")
    drop = 48*64*3*2048*768
    assert abs((ta - tb) - drop) < 0.02e9, (ta - tb, drop)
    assert abs(aa - ab) < 0.011e9, (aa, ab)
    assert "64 routed experts" in open("b.txt").read(), "64 experts not shown"
    print("check ok", ta - tb)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
