# what: Llama 4 Scout config.json (Llama4ForConditionalGeneration) whose text_config holds num_local_experts twice (16, then 128): a duplicate key inside the nested object
# expect-rc: 1
# expect: cfg.json
# expect: num_local_experts
cat > cfg.json <<'J'
{"architectures":["Llama4ForConditionalGeneration"],"model_type":"llama4","_name_or_path":"meta-llama/Llama-4-Scout-17B-16E-Instruct",
 "text_config":{"model_type":"llama4_text","hidden_size":5120,"intermediate_size":8192,"intermediate_size_mlp":16384,"num_attention_heads":40,"num_key_value_heads":8,"head_dim":128,"num_hidden_layers":48,"num_local_experts":16,"num_experts_per_tok":1,"interleave_moe_layer_step":1,"vocab_size":202048,"num_local_experts":128},
 "vision_config":{"hidden_size":1408,"num_hidden_layers":34}}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
