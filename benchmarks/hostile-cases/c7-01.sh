# what: model command on Mistral-Nemo-Instruct-2407's config.json as published (head_dim 128 x 32 heads = 4096, narrower than hidden_size 5120; 40 layers, vocab 131072, untied): a correct result, 12.25B parameters, KV cache 2 x 40 x 8 x 128 x 2 B = 163.8 kB per token
# expect-rc: 0
# expect: 12.25 B total
# expect: KV cache 163.8 kB per token
# expect: 32 heads / 8 KV heads of 128
cat > cfg.json <<'J'
{"architectures":["MistralForCausalLM"],"model_type":"mistral","_name_or_path":"mistralai/Mistral-Nemo-Instruct-2407","hidden_size":5120,"head_dim":128,"intermediate_size":14336,"num_attention_heads":32,"num_hidden_layers":40,"num_key_value_heads":8,"vocab_size":131072,"tie_word_embeddings":false,"torch_dtype":"bfloat16","max_position_embeddings":1024000,"sliding_window":null,"rope_theta":1000000.0}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
