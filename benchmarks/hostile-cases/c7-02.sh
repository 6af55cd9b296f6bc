# what: config.json holding hidden_size twice, the second spelt with a JSON escape ("\u0068idden_size": 8192 after "hidden_size": 4096): the same key once decoded, a duplicate
# expect-rc: 1
# expect: cfg.json
# expect: hidden_size
printf '%s' '{"architectures":["LlamaForCausalLM"],"_name_or_path":"Llama-3.1-8B","hidden_size":4096,"\u0068idden_size":8192,"intermediate_size":14336,"num_attention_heads":32,"num_hidden_layers":32,"num_key_value_heads":8,"vocab_size":128256}' > cfg.json
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
