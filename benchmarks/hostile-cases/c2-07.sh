# what: config.json whose hidden_size is 4096.5 (a fractional width)
# expect-rc: 1
# expect: cfg.json
# expect: hidden_size
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"hidden_size": *[0-9]*/"hidden_size": 4096.5/' cfg.json
grep -q '4096.5' cfg.json || exit 99
"$TR" model cfg.json
