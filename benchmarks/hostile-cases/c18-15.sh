# what: model command on a Llama4ForConditionalGeneration config.json (Llama 4 Scout's text shape under text_config: 48 layers, hidden 5120, 40/8 heads of 128, 16 experts of 8192 + 1 shared, every layer MoE, vocab 202,048) whose top level also carries a vision tower's hidden_size 1408 / num_hidden_layers 34 (a merged wrapper; hfconfig.py: Llama 4 reads the keys under text_config): the text model is read: 48 layers, hidden 5,120, total and active by hand count (~107.8 B / ~17.2 B), never the top-level numbers
# expect-rc: 0
# expect: check ok
"$PY" - <<'EOF'
import json
text = {"model_type": "llama4_text", "hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
        "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128, "num_hidden_layers": 48,
        "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 1, "vocab_size": 202048,
        "tie_word_embeddings": False}
out = {"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "Llama-4-Scout-17B-16E",
       "hidden_size": 1408, "num_hidden_layers": 34, "num_attention_heads": 16, "intermediate_size": 5632,
       "text_config": text, "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34}}
json.dump(out, open("cfg.json", "w"), indent=1)
EOF
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - "$rc" <<'EOF'
import re, sys
t = open("out.txt").read()
L, d, h, kv, hd, V, E, fe = 48, 5120, 40, 8, 128, 202048, 16, 8192
attn = 2*d*h*hd + 2*d*kv*hd
tot = L*(attn + E*3*d*fe + 3*d*fe + d*E) + 2*V*d
act = L*(attn + 3*d*fe + 3*d*fe + d*E) + 2*V*d
try:
    assert sys.argv[1] == "0", "exit " + sys.argv[1]
    m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", t)
    assert m, "no parameters line"
    assert abs(float(m.group(1))*1e9/tot - 1) < 0.01, f"total {m.group(1)} B vs hand {tot/1e9:.2f}"
    assert abs(float(m.group(2))*1e9/act - 1) < 0.01, f"active {m.group(2)} B vs hand {act/1e9:.2f}"
    assert "48 layers" in t and "hidden 5,120" in t, "not the text model's layers/hidden"
    print("check ok")
except AssertionError as e:
    print("CHECK FAILED:", e)
EOF
