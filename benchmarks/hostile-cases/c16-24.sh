# what: model command on the example Llama 3.1 8B config.json padded to 3 MB with a "_comment" string (over hfconfig's 2 MB size limit; issue 22: unbounded reads): refused naming cfg.json and its size, quickly, no traceback
# expect-rc: 1
# expect: cfg.json
# expect-not: Traceback
"$PY" -c 'import json,os;c=json.load(open(os.environ["PROJECT"]+"/scenarios/examples/configs/llama-3.1-8b-config.json"));c["_comment"]="x"*3000000;json.dump(c,open("cfg.json","w"))'
timeout 55 "$TR" model cfg.json
