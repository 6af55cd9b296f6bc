# what: model command on Meta's original params.json (dim, n_layers, n_heads, n_kv_heads, ffn_dim_multiplier: the consolidated checkpoint's format, not a Hugging Face config.json)
# expect-rc: 1
# expect: params.json
# expect: architecture
echo '{"dim": 4096, "n_layers": 32, "n_heads": 32, "n_kv_heads": 8, "vocab_size": 128256, "ffn_dim_multiplier": 1.3, "multiple_of": 1024, "norm_eps": 1e-05, "rope_theta": 500000.0, "use_scaled_rope": true}' > params.json
timeout 55 "$TR" model params.json --candidates p5.48xlarge
