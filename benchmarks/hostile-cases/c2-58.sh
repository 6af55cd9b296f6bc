# what: config.json with head_dim null (as some configs write it): a correct result, head_dim from hidden_size / heads (128)
# expect-rc: 0
# expect: heads of 128
# expect: 8.03 B total
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" - <<'P'
import json; c=json.load(open("cfg.json")); c["head_dim"]=None; json.dump(c,open("cfg.json","w"),indent=1)
P
grep -q '"head_dim": null' cfg.json || exit 99
"$TR" model cfg.json
