# what: estimate of the default scenario with -p model_shape giving a negative layer count and a zero vocabulary on the command line
# expect-rc: 1
# expect: model_shape.layers
# expect: model_shape.vocab_size
"$TR" estimate "$PROJECT/scenarios/default.yaml" -p model_shape '{layers: -80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 8, vocab_size: 0}'
