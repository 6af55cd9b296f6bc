# what: config.json whose tie_word_embeddings is the text "false" and num_attention_heads is true (a JSON boolean)
# expect-rc: 1
# expect: cfg.json
# expect: num_attention_heads
$PY - <<'PY'
import json, os
d = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d.update(num_attention_heads=True, tie_word_embeddings="false", _name_or_path="my-model")
json.dump(d, open("cfg.json", "w"))
PY
"$TR" model cfg.json
