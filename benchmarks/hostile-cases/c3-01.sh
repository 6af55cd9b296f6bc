# what: Qwen3-MoE config.json with decoder_sparse_step 0 (HF's rule "(i+1) % step" divides by zero)
# expect-rc: 1
# expect: cfg.json
# expect: decoder_sparse_step
sed 's/"decoder_sparse_step": 1/"decoder_sparse_step": 0/' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" > cfg.json
grep -q '"decoder_sparse_step": 0' cfg.json || exit 99
"$TR" model cfg.json
