# what: model command on the example Llama 3.1 8B config.json with vocab_size 255 (one below README's "a vocabulary has at least 256 tokens"): refused naming cfg.json and vocab_size
# expect-rc: nonzero
# expect: cfg.json
# expect: vocab_size
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["vocab_size"]=255
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
