# what: model command on a Qwen2-0.5B config.json (Qwen2ForCausalLM, 24 layers x 896, 14 heads / 2 KV heads of 64, FFN 4864, vocab 151936, tie_word_embeddings true; README lists dense Qwen): a correct result, the hand count 0.494 B with the table counted once (tied)
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "_name_or_path": "Qwen/Qwen2-0.5B", "hidden_size": 896, "intermediate_size": 4864, "num_attention_heads": 14, "num_hidden_layers": 24, "num_key_value_heads": 2, "vocab_size": 151936, "tie_word_embeddings": true, "torch_dtype": "bfloat16", "max_position_embeddings": 131072}
J
timeout 55 "$TR" model cfg.json --candidates inf2.xlarge > out.txt 2>&1; rc=$?
cat out.txt | cut -c1-300
"$PY" - "$rc" <<'P'
import re, sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    assert rc == 0, f"rc {rc}"
    m = re.search(r"parameters: ([\d.,]+) ([BM]) total", t)
    tot = float(m.group(1).replace(",", "")) * (1e9 if m.group(2) == "B" else 1e6)
    attn = 896*896*2 + 896*128*2
    hand = 24 * (attn + 3*896*4864) + 151936*896
    assert abs(tot / hand - 1) < 0.01, f"total {tot:.4g} vs hand {hand:.4g}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
