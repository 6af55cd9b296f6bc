# what: config.json whose num_key_value_heads (64) exceeds num_attention_heads (32)
# expect-rc: 1
# expect: cfg.json
# expect: num_key_value_heads
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"num_key_value_heads": *[0-9]*/"num_key_value_heads": 64/' cfg.json
grep -q '"num_key_value_heads": 64' cfg.json || exit 99
"$TR" model cfg.json
