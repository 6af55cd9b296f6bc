# what: scenario at precision bf16 whose model: is a config.json without _name_or_path in a folder named "Llama-3.1-8B-Instruct-GGUF" (a llama.cpp-quantized checkpoint by its folder's name)
# expect-rc: 1
# expect: config.json
# expect: precision
mkdir -p Llama-3.1-8B-Instruct-GGUF
"$PY" - <<'E'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d.pop("_name_or_path")
json.dump(d, open("Llama-3.1-8B-Instruct-GGUF/config.json", "w"))
E
cat > s.yaml <<'Y'
scenario: c502
precision: bf16
model: Llama-3.1-8B-Instruct-GGUF/config.json
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
Y
"$TR" estimate s.yaml
