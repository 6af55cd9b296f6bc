# what: model command on SmolLM2-135M's config.json (a size in millions "135M" in the name, tied embeddings, 9 heads / 3 KV heads of 64): a correct result, 0.13B parameters, KV 2 x 30 x 3 x 64 x 2 B = 23.0 kB per token, fits one Inferentia2 chip
# expect-rc: 0
# expect: 0.13 B total
# expect: KV cache 23.0 kB per token
# expect: inf2.xlarge: 1 of its 1 chip(s)
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","_name_or_path":"HuggingFaceTB/SmolLM2-135M","hidden_size":576,"intermediate_size":1536,"num_attention_heads":9,"num_hidden_layers":30,"num_key_value_heads":3,"vocab_size":49152,"tie_word_embeddings":true,"head_dim":64,"torch_dtype":"bfloat16"}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge inf2.xlarge
