# what: Llama 4 config.json whose text_config has interleave_moe_layer_step 0 (a modulo by zero in the authors' rule)
# expect-rc: 1
# expect: cfg.json
# expect: interleave_moe_layer_step
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "my-llama4",
 "text_config": {"hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
   "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128, "num_hidden_layers": 48,
   "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 0, "vocab_size": 202048,
   "tie_word_embeddings": false}}
J
"$TR" model cfg.json
