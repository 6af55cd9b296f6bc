# what: model_shape inline whose hidden_size is the text "8192" in quotes (a string where a number goes): refused naming model_shape and hidden_size, never read silently
# expect-rc: 1
# expect: model_shape
# expect: hidden_size
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: null, model_shape: {model_id: mine, name: Mine, parameters_nominal: 7e10, layers: 80, hidden_size: "8192x", ffn_size: 28672, attention_heads: 64, kv_heads: 8, head_dim: 128, vocab_size: 128256}}'
