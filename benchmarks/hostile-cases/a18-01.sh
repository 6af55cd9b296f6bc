# what: model_shape inline with layers -80 (FIELDS: the columns of data/models.csv; a negative layer count is no shape): refused naming model_shape and layers
# expect-rc: 1
# expect: model_shape
# expect: layers
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: null, model_shape: {model_id: mine, name: Mine, parameters_nominal: 7e10, layers: -80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 8, head_dim: 128, vocab_size: 128256}}'
