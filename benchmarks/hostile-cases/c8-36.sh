# what: model command on a Qwen3-MoE config.json whose mlp_only_layers lists layer 0 three times ([0, 0, 0]): a duplicate layer number is a slip: refused naming cfg.json and mlp_only_layers (never 45 MoE layers)
# expect-rc: nonzero
# expect: cfg.json
# expect: mlp_only_layers
# expect-not: in 45 of 48
cat > cfg.json <<'J'
{"architectures":["Qwen3MoeForCausalLM"],"model_type":"qwen3_moe","_name_or_path":"Qwen/Qwen3-30B-A3B","hidden_size":2048,"intermediate_size":6144,"moe_intermediate_size":768,"num_hidden_layers":48,"num_attention_heads":32,"num_key_value_heads":4,"head_dim":128,"num_experts":128,"num_experts_per_tok":8,"decoder_sparse_step":1,"mlp_only_layers":[0, 0, 0],"vocab_size":151936,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge
