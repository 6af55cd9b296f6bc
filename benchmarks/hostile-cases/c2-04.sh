# what: config.json whose top level is a JSON list holding the config object (not a mapping)
# expect-rc: 1
# expect: cfg.json
# expect: object
{ echo '['; cat "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"; echo ']'; } > cfg.json
"$TR" model cfg.json
