# what: config.json whose intermediate_size is negative (-14336)
# expect-rc: 1
# expect: cfg.json
# expect: intermediate_size
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"intermediate_size": *[0-9]*/"intermediate_size": -14336/' cfg.json
grep -q '"intermediate_size": -14336' cfg.json || exit 99
"$TR" model cfg.json
