# what: model --precision bf16 on gpt-oss-120b's config.json with its published quantization_config (quant_method mxfp4: 4-bit expert weights): the sizes at bf16 as asked, equal to `model gpt-oss-120b`'s parameter line, but the output must say the checkpoint is mxfp4/fp4 (README: a checkpoint stating its quantization must be run at that precision; earlier rounds asked the same of fp8/w4a16)
# expect-rc: 0
# expect: check ok
# expect: mxfp4
cat > cfg.json <<'J'
{"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "hidden_size": 2880, "intermediate_size": 2880,
 "num_attention_heads": 64, "num_key_value_heads": 8, "head_dim": 64, "num_hidden_layers": 36, "vocab_size": 201088,
 "num_local_experts": 128, "num_experts_per_tok": 4, "experts_per_token": 4, "tie_word_embeddings": false,
 "sliding_window": 128, "quantization_config": {"modules_to_not_convert": ["model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens", "lm_head"], "quant_method": "mxfp4"}}
J
mkdir -p gpt-oss-120b && mv cfg.json gpt-oss-120b/config.json
timeout 55 "$TR" model gpt-oss-120b/config.json --precision bf16 --candidates p5en.48xlarge > out.txt 2>&1; rc=$?
timeout 55 "$TR" model gpt-oss-120b --precision bf16 --candidates p5en.48xlarge > ref.txt 2>&1
cat out.txt | cut -c1-300
a=$(grep '^parameters' out.txt); b=$(grep '^parameters' ref.txt)
if [ -n "$a" ] && [ "$a" = "$b" ]; then echo "check ok"; else echo "CHECK FAILED: '$a' vs '$b'"; fi
exit $rc
