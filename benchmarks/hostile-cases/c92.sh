# what: Llama 4 Scout config.json as published (multimodal wrapper, text_config; _name_or_path ...Llama-4-Scout-17B-16E-Instruct): a correct result, 17B active
# expect-rc: 0
# expect: 17.
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "meta-llama/Llama-4-Scout-17B-16E-Instruct",
 "text_config": {"hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
   "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128, "num_hidden_layers": 48,
   "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 1, "vocab_size": 202048,
   "tie_word_embeddings": false, "model_type": "llama4_text", "no_rope_layers": [], "attention_chunk_size": 8192},
 "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34}, "tie_word_embeddings": false}
J
"$TR" model cfg.json --candidates p5.48xlarge
