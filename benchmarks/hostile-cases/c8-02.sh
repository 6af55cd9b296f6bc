# what: model command on a Llama config.json whose intermediate_size is 16385 for hidden_size 1024 (one past 16x; data/README: ffn_size is held to 0.5x to 16x of hidden_size, in a config.json too): refused naming cfg.json and intermediate_size
# expect-rc: nonzero
# expect: cfg.json
# expect: intermediate_size
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","_name_or_path":"wide-ffn-test","hidden_size":1024,"intermediate_size":16385,"num_hidden_layers":16,"num_attention_heads":16,"num_key_value_heads":4,"head_dim":64,"vocab_size":32000,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge
