# what: config.json whose vocab_size is the text "128256" (a string, not a number)
# expect-rc: 1
# expect: cfg.json
# expect: vocab_size
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"vocab_size": *\([0-9]*\)/"vocab_size": "\1"/' cfg.json
grep -q '"vocab_size": "128256"' cfg.json || exit 99
"$TR" model cfg.json
