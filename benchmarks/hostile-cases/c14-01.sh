# what: model command on a Phi-3-mini config.json (Phi3ForCausalLM, 32 layers x 3072, 32/32 heads of 96, FFN 8192, vocab 32064 untied): either refused naming cfg.json (an architecture hfconfig.py does not list) or the hand count 3.82 B (attention 4 x 3072^2 + MLP 3 x 3072 x 8192 per layer, plus 2 x 32064 x 3072), never a wrong size
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures": ["Phi3ForCausalLM"], "model_type": "phi3", "_name_or_path": "microsoft/Phi-3-mini-4k-instruct", "hidden_size": 3072, "intermediate_size": 8192, "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 32, "vocab_size": 32064, "tie_word_embeddings": false, "torch_dtype": "bfloat16"}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cat out.txt | cut -c1-300
"$PY" - "$rc" <<'P'
import re, sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "cfg.json" in t, "refused without naming cfg.json"
    else:
        tot = float(re.search(r"parameters: ([\d.,]+) B total", t).group(1))
        hand = (32 * (4 * 3072**2 + 3 * 3072 * 8192) + 2 * 32064 * 3072) / 1e9
        assert abs(tot / hand - 1) < 0.01, f"total {tot} vs hand {hand:.3f}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
