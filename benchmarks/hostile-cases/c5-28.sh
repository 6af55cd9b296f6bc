# what: model command on a config.json whose _name_or_path holds a right-to-left override (U+202E: "Llama-3.1-8B" + RLO + "B07-") so the terminal shows another name: refused naming the key, never printed raw
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["_name_or_path"] = "Llama-3.1-8B\u202eB07-"
json.dump(d, open("cfg.json", "w"), ensure_ascii=False)
E
"$TR" model cfg.json > out.txt 2>&1; rc=$?
cat out.txt
if grep -q $'\u202e' out.txt; then echo "RAW U+202E PRINTED"; exit 3; fi
exit $rc
