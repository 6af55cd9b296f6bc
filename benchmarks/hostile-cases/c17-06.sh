# what: model command on the example 8B config.json re-encoded UTF-32 LE with its BOM (FF FE 00 00): not UTF-8 JSON; refused naming cfg.json and its encoding (round 67 names UTF-16; UTF-32's BOM starts with UTF-16 LE's, so it must not be misread as UTF-16 and then fail with a traceback)
# expect-rc: 1
# expect: cfg.json
# expect: UTF
"$PY" -c "import sys;open('cfg.json','wb').write(open(sys.argv[1],encoding='utf-8').read().encode('utf-32'))" "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
head -c 4 cfg.json | od -An -tx1
timeout 55 "$TR" model cfg.json
