# what: model command on Llama 4 Maverick's config.json as published (multimodal wrapper, text_config, interleave_moe_layer_step 2, intermediate_size_mlp 16384): a correct result, about 400.7B total and 17.2B active, the same as models.csv's llama-4-maverick-17b-128e
# expect-rc: 0
# expect: 400.71 B total
# expect: 17.18 B active
# expect: in 24 of 48 layers
# expect: SAME-AS-DATASET
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "meta-llama/Llama-4-Maverick-17B-128E-Instruct",
 "text_config": {"model_type": "llama4_text", "hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384,
  "num_hidden_layers": 48, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 202048,
  "num_local_experts": 128, "num_experts_per_tok": 1, "interleave_moe_layer_step": 2, "tie_word_embeddings": false,
  "rope_theta": 500000.0, "no_rope_layers": [], "attention_chunk_size": 8192},
 "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34, "model_type": "llama4_vision_model"}, "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json > a.txt 2>&1; rc=$?
cat a.txt
timeout 55 "$TR" model llama-4-maverick-17b-128e > b.txt 2>&1
[ "$(sed -n 3,4p a.txt)" = "$(sed -n 3,4p b.txt)" ] && echo SAME-AS-DATASET
exit $rc
