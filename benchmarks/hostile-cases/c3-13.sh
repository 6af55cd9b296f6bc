# what: config.json named "meta-llama/Llama-3.1-8B" holding the 70B's shape (80 layers, 8192 wide): the name understates the size ~9x
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c.update({"_name_or_path": "meta-llama/Llama-3.1-8B", "num_hidden_layers": 80, "hidden_size": 8192, "intermediate_size": 28672, "num_attention_heads": 64})
json.dump(c, open("cfg.json", "w"))
P
"$TR" model cfg.json
