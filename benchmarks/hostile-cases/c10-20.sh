# what: model command on the Qwen3-30B-A3B example config.json with mlp_only_layers [-1] (a negative layer index; layers are 0 to 47): refused naming cfg.json and mlp_only_layers
# expect-rc: nonzero
# expect: cfg.json
# expect: mlp_only_layers
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c["mlp_only_layers"]=[-1]
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
