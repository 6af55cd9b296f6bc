# what: DeepSeek-V3's config.json as published (MLA, 256 routed + 1 shared, first_k_dense_replace 3, q_lora_rank 1536, n_group/topk_group, MTP layer) against `model deepseek-v3` at --precision fp8: every line after the name the same (sizes, KV cache, step bytes, chips)
# expect-rc: 0
# expect: SAME
# expect: 671.03 B total
cat > cfg.json <<'J'
{"architectures":["DeepseekV3ForCausalLM"],"model_type":"deepseek_v3","_name_or_path":"deepseek-ai/DeepSeek-V3","hidden_size":7168,"intermediate_size":18432,"moe_intermediate_size":2048,"num_hidden_layers":61,"num_attention_heads":128,"num_key_value_heads":128,"n_routed_experts":256,"n_shared_experts":1,"num_experts_per_tok":8,"first_k_dense_replace":3,"moe_layer_freq":1,"kv_lora_rank":512,"q_lora_rank":1536,"qk_rope_head_dim":64,"qk_nope_head_dim":128,"v_head_dim":128,"vocab_size":129280,"tie_word_embeddings":false,"num_nextn_predict_layers":1,"n_group":8,"topk_group":4,"torch_dtype":"bfloat16"}
J
timeout 25 "$TR" model cfg.json --precision fp8 > a.txt; r1=$?
timeout 25 "$TR" model deepseek-v3 --precision fp8 > b.txt; r2=$?
cat a.txt
diff <(tail -n +2 a.txt) <(tail -n +2 b.txt) && echo SAME
[ $r1 = 0 ] && [ $r2 = 0 ]
