# what: model command on the example 8B config.json with 90,000 extra distinct keys ("x00000": 0 ... a config just under the 2,000,000-byte limit): a correct result (8.03B) within seconds
# expect-rc: 0
# expect: 8.03 B total
"$PY" - "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" <<'E'
import json, sys
d = json.load(open(sys.argv[1]))
for i in range(90000): d[f"x{i:05d}"] = i
t = json.dumps(d)
print(len(t))
open("cfg.json", "w").write(t)
E
start=$(date +%s)
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge; rc=$?
echo "took $(( $(date +%s) - start )) s"
exit $rc
