# what: model command on the example Llama 3.1 8B config.json with vocab_size written 128256.0 (a JSON float of a whole number, as a script that round-trips through floats writes it): refused naming cfg.json and vocab_size, or read as 128,256 and the exact 8.03 B; never another size
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
sed 's/"vocab_size": 128256/"vocab_size": 128256.0/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
grep -q '128256.0' cfg.json || echo "CHECK FAILED: setup"
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import sys
t = open("out.txt").read(); rc = int(sys.argv[1])
if rc != 0:
    print("check ok" if ("cfg.json" in t and "vocab_size" in t) else "CHECK FAILED: refusal does not name cfg.json and vocab_size")
else:
    print("check ok" if "8.03 B total" in t else "CHECK FAILED: not 8.03 B")
P
