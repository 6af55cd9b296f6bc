# what: estimate with an inline model_shape whose layers is 0 (a model of no layer): refused naming model_shape and layers, never a priced model of embeddings only
# expect-rc: nonzero
# expect: layers
# expect: model_shape
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p model_shape '{name: no-layers, layers: 0, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}'
