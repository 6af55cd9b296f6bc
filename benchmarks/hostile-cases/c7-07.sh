# what: a text-only Llama 4 Scout config.json (Llama4ForCausalLM, model_type llama4_text, its keys at the top level, no text_config) against `model llama-4-scout-17b-16e`: every line after the name the same
# expect-rc: 0
# expect: SAME
cat > cfg.json <<'J'
{"architectures":["Llama4ForCausalLM"],"model_type":"llama4_text","_name_or_path":"meta-llama/Llama-4-Scout-17B-16E-Instruct","hidden_size":5120,"intermediate_size":8192,"intermediate_size_mlp":16384,"num_attention_heads":40,"num_key_value_heads":8,"head_dim":128,"num_hidden_layers":48,"num_local_experts":16,"num_experts_per_tok":1,"interleave_moe_layer_step":1,"vocab_size":202048,"tie_word_embeddings":false,"attention_chunk_size":8192,"no_rope_layers":[]}
J
timeout 25 "$TR" model cfg.json > a.txt; r1=$?
timeout 25 "$TR" model llama-4-scout-17b-16e > b.txt; r2=$?
cat a.txt
diff <(tail -n +2 a.txt) <(tail -n +2 b.txt) && echo SAME
[ $r1 = 0 ] && [ $r2 = 0 ]
