# what: config.json with a UTF-8 BOM and CRLF line endings: a correct result (the 8B's shape)
# expect-rc: 0
# expect: 8.03 B
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" c8.json
printf '\xef\xbb\xbf' > cfg.json; sed 's/$/\r/' c8.json >> cfg.json
"$TR" model cfg.json --candidates trn2.48xlarge
