# what: config.json saved as UTF-16 (Windows Notepad "Unicode")
# expect-rc: 1
# expect: cfg.json
# expect: UTF-8
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" c8.json
iconv -f UTF-8 -t UTF-16 c8.json > cfg.json
"$TR" model cfg.json
