# what: model command on a config.json of 300,000 nested JSON arrays in an ignored key (a hostile or corrupt file; Python's json raises RecursionError deep down): refused naming cfg.json, no traceback, no hang
# expect-rc: 1
# expect: cfg.json
# expect-not: Traceback
# expect-not: RecursionError
"$PY" -c "open('cfg.json','w').write('{\"architectures\":[\"LlamaForCausalLM\"],\"x\":'+'['*300000+']'*300000+'}')"
timeout 55 "$TR" model cfg.json
