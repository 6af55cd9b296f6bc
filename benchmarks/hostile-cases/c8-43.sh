# what: model command on a config.json whose num_key_value_heads is 3 for 32 attention heads on a Mistral architecture (3 does not divide 32: no GQA grouping exists): refused naming cfg.json and num_key_value_heads
# expect-rc: nonzero
# expect: cfg.json
# expect: num_key_value_heads
cat > cfg.json <<'J'
{"architectures":["MistralForCausalLM"],"model_type":"mistral","_name_or_path":"odd-kv","hidden_size":4096,"intermediate_size":14336,"num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":3,"head_dim":128,"vocab_size":32000,"sliding_window":4096,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge
