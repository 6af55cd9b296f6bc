# what: Mixtral config.json with one expert of one per token (num_local_experts 1, num_experts_per_tok 1) on Mistral 7B's dimensions: a mixture of one expert is the dense model: 7.24B total = active, and a decode step reads all of it at any batch
# expect-rc: 0
# expect: 7.24 B total (memory), 7.24 B active
# expect: weights 14.5 GB
cat > cfg.json <<'J'
{"architectures":["MixtralForCausalLM"],"model_type":"mixtral","_name_or_path":"my-org/mixtral-1x7b","hidden_size":4096,"intermediate_size":14336,"num_attention_heads":32,"num_key_value_heads":8,"num_hidden_layers":32,"num_local_experts":1,"num_experts_per_tok":1,"vocab_size":32000,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
