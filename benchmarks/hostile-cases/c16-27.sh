# what: estimate with an inline model_shape named "Mega-0.5T" (a size in fractional trillions, 500 B) on Llama 3.1 8B's dims (8.03 B; round 64: a name stating its size in trillions is held to the shape like one in billions; Ling-1T was tried): refused naming model_shape and name
# expect-rc: 1
# expect: model_shape
# expect: name
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: null, model_shape: {name: Mega-0.5T, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}}'
