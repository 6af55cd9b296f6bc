# what: model command on the example Llama 3.1 8B config.json with num_hidden_layers written as the string "32" (a hand-edited JSON): either refused naming cfg.json and num_hidden_layers (a count is a JSON number), or read as 32 giving the same 8.03 B; never a traceback nor a repeated string
# expect-rc: 0
# expect: check ok
"$PY" - <<'EOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["num_hidden_layers"] = "32"
json.dump(c, open("cfg.json", "w"), indent=1)
EOF
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - "$rc" <<'EOF'
import sys
t = open("out.txt").read()
if sys.argv[1] == "1" and "cfg.json" in t and "num_hidden_layers" in t and "Traceback" not in t:
    print("check ok (refused)")
elif sys.argv[1] == "0" and "8.03 B total" in t and "32 layers" in t:
    print("check ok (read as 32)")
else:
    print("CHECK FAILED: exit", sys.argv[1])
EOF
