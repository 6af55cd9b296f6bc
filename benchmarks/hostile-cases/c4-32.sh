# what: Llama config.json whose intermediate_size is 143360 (10x the 8B's 14336: a typed extra zero)
# expect-rc: 1
# expect: cfg.json
# expect: intermediate_size
sed 's/"intermediate_size": 14336/"intermediate_size": 143360/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
grep -q 143360 cfg.json || exit 99
"$TR" model cfg.json
