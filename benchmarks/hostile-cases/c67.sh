# what: config.json whose num_hidden_layers is an integer of 5,000 digits
# expect-rc: 1
# expect: cfg.json
# expect: num_hidden_layers
$PY - <<'PY'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json").read()
import re
t = re.sub(r'"num_hidden_layers": *\d+', '"num_hidden_layers": ' + "9" * 5000, t)
t = re.sub(r'"_name_or_path": *"[^"]*"', '"_name_or_path": "my-model"', t)
open("cfg.json", "w").write(t)
PY
"$TR" model cfg.json
