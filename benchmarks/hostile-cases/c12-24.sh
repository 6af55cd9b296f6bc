# what: model command on the example Llama 3.1 8B config.json saved by Windows Notepad (a UTF-8 BOM and CRLF line ends): legal UTF-8 JSON text, so a correct result, 8.03 B total and KV cache 131.1 kB per token (or refused naming cfg.json and the BOM); never "not JSON" at line 1 column 1 without saying why, nor a traceback
# expect-rc: 0
# expect: 8.03 B total
# expect: 131.1 kB per token
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"; } > cfg.json
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge 2>&1 | cut -c1-300
exit ${PIPESTATUS[0]}
