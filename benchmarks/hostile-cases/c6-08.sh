# what: model command on a config.json written as JSONC (a // comment line and a /* */ block, as pasted from a docs page): refused naming the file and the line, no traceback
# expect-rc: 1
# expect: cfg.json
# expect: line 2
cat > cfg.json <<'J'
{
  // Llama 3.1 8B
  "architectures": ["LlamaForCausalLM"], /* dense */ "model_type": "llama",
  "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
  "num_key_value_heads": 8, "vocab_size": 128256
}
J
timeout 55 "$TR" model cfg.json
