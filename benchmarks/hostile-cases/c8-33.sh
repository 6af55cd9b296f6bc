# what: model command on a DeepseekV3ForCausalLM config.json with moe_layer_freq 2 (DeepSeek's own modeling code: experts in layer i when i >= first_k_dense_replace and i % moe_layer_freq == 0): a correct result, experts in 29 of 61 layers, 354.2 B total by hand (MLA attention 187.1 M x 61 + 32 dense FFNs of 3x7168x18432 + 29 x (257 experts x 3x7168x2048 + router) + 2 x 129280 x 7168), or a refusal naming moe_layer_freq; never all 58 MoE layers (671 B)
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["DeepseekV3ForCausalLM"],"model_type":"deepseek_v3","_name_or_path":"my-org/dsv3-half-moe","hidden_size":7168,"intermediate_size":18432,"moe_intermediate_size":2048,"num_hidden_layers":61,"num_attention_heads":128,"num_key_value_heads":128,"n_routed_experts":256,"n_shared_experts":1,"num_experts_per_tok":8,"first_k_dense_replace":3,"moe_layer_freq":2,"kv_lora_rank":512,"q_lora_rank":1536,"qk_rope_head_dim":64,"qk_nope_head_dim":128,"v_head_dim":128,"vocab_size":129280,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5en.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, re
try:
    t = open("out.txt").read()
    if os.environ["RC"] != "0":
        print("check ok (refused)" if "moe_layer_freq" in t and "cfg.json" in t else "CHECK FAILED: refusal names no key")
    else:
        h, L = 7168, 61
        attn = h * 1536 + 1536 * 128 * 192 + h * (512 + 64) + 512 * 128 * (128 + 128) + 128 * 128 * h
        moe = len([i for i in range(L) if i >= 3 and i % 2 == 0])
        want = L * attn + (L - moe) * 3 * h * 18432 + moe * (257 * 3 * h * 2048 + 256 * h) + 2 * 129280 * h
        got = float(re.search(r"([\d.]+) B total", t).group(1)) * 1e9
        print("moe layers", moe, "hand", want / 1e9, "got", got / 1e9)
        print("check ok" if abs(got - want) / want < 0.005 and f"in {moe} of 61" in t else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
echo done
