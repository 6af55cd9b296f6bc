# what: estimate with an inline model_shape whose tied_embeddings is "maybe" (neither true nor false): refused naming model_shape and tied_embeddings
# expect-rc: nonzero
# expect: tied_embeddings
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p model_shape '{name: tie-test, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: maybe}'
