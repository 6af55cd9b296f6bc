# what: model command on the Qwen3-30B-A3B example config.json with moe_intermediate_size removed (128 experts of unknown width; the project must not invent a width): refused naming cfg.json and moe_intermediate_size
# expect-rc: nonzero
# expect: cfg.json
# expect: moe_intermediate_size
"$PY" -c '
import json,sys
c=json.load(open(sys.argv[1])); c.pop("moe_intermediate_size")
json.dump(c,open("cfg.json","w"))' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json"
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
