# what: estimate with an inline dense model_shape (Llama 3.1 8B's dims) whose kv_heads is 3 (32 attention heads do not split into 3 KV groups): refused naming s.yaml / model_shape and kv_heads
# expect-rc: 1
# expect: kv_heads
# expect-not: Traceback
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
cat >> s.yaml <<'Y'
model_shape: {name: my-shape, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 3, head_dim: 128, vocab_size: 128256}
Y
sed -i 's/^model: llama-3.1-8b/model: null/' s.yaml
timeout 55 "$TR" estimate s.yaml
