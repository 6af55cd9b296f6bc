# what: config.json whose hidden_size is NaN (Python's json accepts the bare token NaN)
# expect-rc: 1
# expect: cfg.json
# expect: hidden_size
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"hidden_size": *[0-9]*/"hidden_size": NaN/' cfg.json
grep -q NaN cfg.json || exit 99
"$TR" model cfg.json
