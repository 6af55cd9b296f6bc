# what: model command on a "config.json" that is YAML text (key: value lines), not JSON
# expect-rc: 1
# expect: cfg.json
# expect: JSON
printf 'architectures: [LlamaForCausalLM]\nmodel_type: llama\nhidden_size: 4096\nnum_hidden_layers: 32\nnum_attention_heads: 32\nnum_key_value_heads: 8\nintermediate_size: 14336\nvocab_size: 128256\n' > cfg.json
"$TR" model cfg.json
