# what: model command on a Qwen1.5-MoE-A2.7B config.json (qwen2_moe: 24 layers x 2048, 60 experts of 1408, top-4, one shared expert of shared_expert_intermediate_size 5632 = 4x an expert; data/README takes a shared expert as the expert size "where a model's shared expert differs, the note says so"): either refused naming cfg.json, or the hand count 14.3 B total / 2.69 B active (the card's A2.7B) with the shared expert at its own width, never a shared expert sized 1408 silently
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures": ["Qwen2MoeForCausalLM"], "model_type": "qwen2_moe", "_name_or_path": "Qwen/Qwen1.5-MoE-A2.7B", "hidden_size": 2048, "intermediate_size": 5632, "moe_intermediate_size": 1408, "shared_expert_intermediate_size": 5632, "num_experts": 60, "num_experts_per_tok": 4, "decoder_sparse_step": 1, "mlp_only_layers": [], "num_attention_heads": 16, "num_hidden_layers": 24, "num_key_value_heads": 16, "vocab_size": 151936, "tie_word_embeddings": false, "torch_dtype": "bfloat16"}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import re, sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "cfg.json" in t, "refused without naming cfg.json"
    else:
        tot = float(re.search(r"parameters: ([\d.,]+) B total", t).group(1))
        act = float(re.search(r"([\d.,]+) B active", t).group(1))
        h = 2048; attn = 4*h*h; ex = 3*h*1408; sh = 3*h*5632; emb = 2*151936*h
        ht = (24*(attn + 60*ex + sh) + emb)/1e9; ha = (24*(attn + 4*ex + sh) + emb)/1e9
        assert abs(tot/ht-1) < 0.015, f"total {tot} vs hand {ht:.3f}"
        assert abs(act/ha-1) < 0.03, f"active {act} vs hand {ha:.3f}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
