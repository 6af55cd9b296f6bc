# what: config.json with 100,000-deep nested objects under rope_scaling
# expect-rc: 1
# expect: cfg.json
# expect: nested
$PY - <<'PY'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json").read().rstrip().rstrip("}")
open("cfg.json", "w").write(t + ', "extra": ' + '{"a": ' * 100000 + "1" + "}" * 100000 + "}")
PY
"$TR" model cfg.json
