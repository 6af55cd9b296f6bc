# what: Llama-2-style config.json without num_key_value_heads (multi-head attention: KV heads = heads, 32): a correct result with 32 KV heads
# expect-rc: 0
# expect: 32 KV heads
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c.pop("num_key_value_heads", None); c.pop("head_dim", None)
c.update({"_name_or_path": "meta-llama/Llama-2-7b-hf", "intermediate_size": 11008, "vocab_size": 32000})
json.dump(c, open("cfg.json", "w"))
P
grep -q num_key_value_heads cfg.json && exit 99
"$TR" model cfg.json --candidates p5.48xlarge
