# what: model command on the example Llama 3.1 8B config.json with hidden_size true (a JSON boolean; Python's bool is an int 1, so a careless check reads a width of 1): refused naming cfg.json and hidden_size
# expect-rc: nonzero
# expect: cfg.json
# expect: hidden_size
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["hidden_size"]=True
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
