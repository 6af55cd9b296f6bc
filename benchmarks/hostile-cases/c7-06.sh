# what: gpt-oss-120b's config.json (GptOssForCausalLM, both num_experts_per_tok and experts_per_token 4, sliding_window and layer_types; no quantization_config) against `model gpt-oss-120b`: every line after the name the same
# expect-rc: 0
# expect: SAME
# expect: 116.79 B total
cat > cfg.json <<'J'
{"architectures":["GptOssForCausalLM"],"model_type":"gpt_oss","_name_or_path":"openai/gpt-oss-120b","hidden_size":2880,"intermediate_size":2880,"num_attention_heads":64,"num_key_value_heads":8,"head_dim":64,"num_hidden_layers":36,"num_local_experts":128,"num_experts_per_tok":4,"experts_per_token":4,"vocab_size":201088,"tie_word_embeddings":false,"sliding_window":128,"layer_types":["sliding_attention","full_attention"],"swiglu_limit":7.0}
J
timeout 25 "$TR" model cfg.json > a.txt; r1=$?
timeout 25 "$TR" model gpt-oss-120b > b.txt; r2=$?
cat a.txt
diff <(tail -n +2 a.txt) <(tail -n +2 b.txt) && echo SAME
[ $r1 = 0 ] && [ $r2 = 0 ]
