# what: model command on the example Llama 3.1 8B config.json saved as UTF-16 big-endian with a BOM (FE FF; round 66: a UTF-16 file with a byte order mark is said to be UTF-16, LE was tried): refused naming cfg.json and saying UTF-16
# expect-rc: 1
# expect: cfg.json
# expect: UTF-16
# expect-not: Traceback
"$PY" -c 'import os;t=open(os.environ["PROJECT"]+"/scenarios/examples/configs/llama-3.1-8b-config.json",encoding="utf-8").read();open("cfg.json","wb").write(b"\xfe\xff"+t.encode("utf-16-be"))'
timeout 55 "$TR" model cfg.json
