# what: estimate of a scenario file giving an inline model_shape (8B, name "file-shape 8B") with -p model_shape null AND -p model llama-3.1-70b on the command line (the user clears the file's shape and names a model, each "a scenario value over the file's"): a correct result, the 70B served (its weights need more than one H100), never the 8B or a refusal of both given
# expect-rc: 0
# expect: Llama 3.1 70B
# expect-not: file-shape 8B
cat > s.yaml <<'Y'
scenario: c909
candidates: [p5]
model_shape: {name: file-shape 8B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
Y
timeout 55 "$TR" estimate s.yaml -p model_shape null -p model llama-3.1-70b
