# what: estimate of a scenario file giving an inline model_shape (8B) with -y '{model: cfg.json}' (a config.json path) on the command line: both model and model_shape would be given (round 59: "-p model beside a file's model_shape is refused"; the -y form and a config path must be too): refused naming model and model_shape
# expect-rc: nonzero
# expect: model_shape
# expect: model
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
cat > s.yaml <<'Y'
scenario: c908
candidates: [p5]
model_shape: {name: file-shape 8B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
Y
timeout 55 "$TR" estimate s.yaml -y '{model: cfg.json}'
