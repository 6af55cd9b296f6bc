# what: model command on a DeepseekV3ForCausalLM config.json of DeepSeek-V2-Lite's dimensions (27 layers, hidden 2048, 16 heads, q_lora_rank null = a full-rank query, kv_lora_rank 512, rope 64 + nope 128, v 128, 64 routed experts of 1408, 6 per token, 2 shared, first_k_dense_replace 1, vocab 102400 untied) named "my-lab/mla-moe-16B": a correct result: hand count 15.706 B total (DeepSeek-V2-Lite's card: 15.7 B), 2.661 B active, KV cache 27 x (512 + 64) x 2 B = 31.1 kB per token
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "my-lab/mla-moe-16B",
 "num_hidden_layers": 27, "hidden_size": 2048, "intermediate_size": 10944, "moe_intermediate_size": 1408,
 "num_attention_heads": 16, "num_key_value_heads": 16, "n_routed_experts": 64, "num_experts_per_tok": 6,
 "n_shared_experts": 2, "first_k_dense_replace": 1, "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": null,
 "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "vocab_size": 102400, "tie_word_embeddings": false,
 "torch_dtype": "bfloat16"}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    L, h, H, kvr, rope, nope, v, E, k, S, fe, f, V = 27, 2048, 16, 512, 64, 128, 128, 64, 6, 2, 1408, 10944, 102400
    attn = h*H*(nope+rope) + h*(kvr+rope) + kvr*H*(nope+v) + H*v*h
    moe_l = L - 1
    dense = L*(attn + 2*h) + 1*3*h*f + moe_l*(S*3*h*fe + h*E) + 2*V*h + h
    total = dense + moe_l*E*3*h*fe
    active = dense + moe_l*k*3*h*fe
    m = re.search(r"parameters: ([\d.,]+) B total.*?([\d.,]+) B active", t)
    gt, ga = float(m.group(1).replace(",", ""))*1e9, float(m.group(2).replace(",", ""))*1e9
    print("hand total", total, "active", active, "got", gt, ga)
    assert abs(gt - total)/total < 0.005 and abs(ga - active)/active < 0.005
    kv = L*(kvr+rope)*2
    m = re.search(r"KV cache ([\d.,]+) kB per token", t)
    assert abs(float(m.group(1))*1e3 - kv) < 100, (m.group(1), kv)
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
