# what: model command on a DeepSeek-V3 config.json as published (61 layers x 7168, MLA kv_lora_rank 512 + qk_rope_head_dim 64, 256 experts top-8, 1 shared, first 3 dense): the KV cache per token at bf16 is 61 x (512 + 64) x 2 B = 70.3 kB (data/README: MLA caches kv_lora_rank + qk_rope_head_dim values per token per layer)
# expect-rc: 0
# expect: 70.3 kB per token
# expect: 671
cat > cfg.json <<'J'
{"architectures":["DeepseekV3ForCausalLM"],"model_type":"deepseek_v3","hidden_size":7168,"intermediate_size":18432,
"moe_intermediate_size":2048,"num_hidden_layers":61,"num_attention_heads":128,"num_key_value_heads":128,
"n_routed_experts":256,"num_experts_per_tok":8,"n_shared_experts":1,"first_k_dense_replace":3,"moe_layer_freq":1,
"kv_lora_rank":512,"q_lora_rank":1536,"qk_rope_head_dim":64,"qk_nope_head_dim":128,"v_head_dim":128,
"vocab_size":129280,"tie_word_embeddings":false,"n_group":8,"topk_group":4,"torch_dtype":"bfloat16","_name_or_path":"deepseek-ai/DeepSeek-V3"}
J
timeout 55 "$TR" model cfg.json 2>&1
