# what: model command on the example Llama 3.1 8B config.json written with num_hidden_layers twice (32, then a later duplicate 320; _name_or_path "my-model" so no size rule applies): Python's json keeps the last silently; the config states two layer counts, so refused naming cfg.json and num_hidden_layers (a duplicate key), not a silent 320-layer model
# expect-rc: 1
# expect: cfg.json
# expect: num_hidden_layers
"$PY" - <<'EOF'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["_name_or_path"] = "my-model"
s = json.dumps(c, indent=1)
s = s[:s.rstrip().rfind("}")].rstrip() + ',\n "num_hidden_layers": 320\n}\n'
open("cfg.json", "w").write(s)
EOF
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
