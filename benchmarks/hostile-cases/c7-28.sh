# what: config.json named "HuggingFaceTB/SmolLM2-135M" (a size in millions) holding Llama 3.1 70B's shape (80 layers, 8192 wide: 70.6B): the name understates the size 500x, which the project refuses when the name says it in billions ("SmolLM2-1.7B" is refused)
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","_name_or_path":"HuggingFaceTB/SmolLM2-135M","hidden_size":8192,"intermediate_size":28672,"num_attention_heads":64,"num_hidden_layers":80,"num_key_value_heads":8,"vocab_size":128256,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
