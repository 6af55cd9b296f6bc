# what: estimate with an inline model_shape whose layers is YAML "yes" (YAML 1.1 reads it as true; Python's True == 1: a one-layer model): refused naming layers, never estimated as 1 layer
# expect-rc: 1
# expect: layers
# expect-not: Traceback
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
cat >> s.yaml <<'Y'
model_shape: {name: my-shape, layers: yes, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
Y
sed -i 's/^model: llama-3.1-8b/model: null/' s.yaml
timeout 55 "$TR" estimate s.yaml
