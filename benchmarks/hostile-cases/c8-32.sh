# what: model command on DeepSeek-V3's config.json with n_shared_experts 0 (no shared expert; legal, 0 is allowed): total and active both fall by exactly the 58 MoE layers' shared experts, 58 x 3 x 7168 x 2048 = 2.554 B, against `model deepseek-v3`
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["DeepseekV3ForCausalLM"],"model_type":"deepseek_v3","_name_or_path":"deepseek-ai/DeepSeek-V3-noshared","hidden_size":7168,"intermediate_size":18432,"moe_intermediate_size":2048,"num_hidden_layers":61,"num_attention_heads":128,"num_key_value_heads":128,"n_routed_experts":256,"n_shared_experts":0,"num_experts_per_tok":8,"first_k_dense_replace":3,"moe_layer_freq":1,"kv_lora_rank":512,"q_lora_rank":1536,"qk_rope_head_dim":64,"qk_nope_head_dim":128,"v_head_dim":128,"vocab_size":129280,"tie_word_embeddings":false}
J
timeout 25 "$TR" model cfg.json --candidates p5en.48xlarge > a.txt 2>&1; r1=$?
timeout 25 "$TR" model deepseek-v3 --candidates p5en.48xlarge > b.txt 2>&1
cat a.txt
"$PY" - <<'P'
import re
try:
    a, b = open("a.txt").read(), open("b.txt").read()
    g = lambda t, k: float(re.search(r"([\d.]+) B " + k, t).group(1))
    d = 58 * 3 * 7168 * 2048 / 1e9
    dt, da = g(b, "total") - g(a, "total"), g(b, "active") - g(a, "active")
    print("hand", d, "total drop", dt, "active drop", da)
    print("check ok" if abs(dt - d) < 0.02 and abs(da - d) < 0.02 else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $r1
