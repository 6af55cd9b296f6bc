# what: model command on a Qwen3-MoE config.json at the edge num_experts_per_tok = num_experts = 1 with 48 layers of Qwen3-30B-A3B's widths (a single expert of 768: the dense model of width 768 in MoE form): total = active, by hand 48 x (attention + 3 x 2048 x 768 + router 2048) + 2 x 151936 x 2048 + norms (tolerance 0.5%)
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures": ["Qwen3MoeForCausalLM"], "model_type": "qwen3_moe", "_name_or_path": "my-one-expert",
 "hidden_size": 2048, "intermediate_size": 6144, "moe_intermediate_size": 768, "num_attention_heads": 32,
 "num_key_value_heads": 4, "head_dim": 128, "num_hidden_layers": 48, "vocab_size": 151936, "num_experts": 1,
 "num_experts_per_tok": 1, "decoder_sparse_step": 1, "mlp_only_layers": [], "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cat out.txt | cut -c1-300
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, h, kv, hd, V, L = 2048, 32, 4, 128, 151936, 48
    per = d*h*hd*2 + 2*d*kv*hd + 3*d*768 + d*1
    hand = 2*V*d + L*per
    tot = float(re.search(r"([\d.]+) B total", t)[1])*1e9
    act = float(re.search(r"([\d.]+) B active", t)[1])*1e9
    print("hand", hand/1e9, "got", tot/1e9, act/1e9)
    print("check ok" if abs(tot/hand-1) < 0.005 and abs(act/tot-1) < 0.005 else "CHECK FAILED: params differ")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
