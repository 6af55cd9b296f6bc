# what: model --precision int8 on the example 8B config.json with a GPTQ quantization_config whose bits is the text "4" (a hand-edited config; 4-bit weights, not int8): the sizes at int8 as asked but it must say the checkpoint's weights are 4-bit naming cfg.json, or refuse naming cfg.json and bits; never silent (the script exits 0 and checks which)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" -c "
import json; c=json.load(open('cfg.json')); c['quantization_config']={'quant_method':'gptq','bits':'4','group_size':128}; json.dump(c, open('cfg.json','w'), indent=1)"
timeout 55 "$TR" model cfg.json --precision int8 >out.txt 2>&1; rc=$?; cat out.txt | head -6
rc=$rc "$PY" - <<'PY'
import os
out = open("out.txt").read()
if "cfg.json" in out and ("4-bit" in out or "bits" in out):
    print("check ok", "(refused)" if os.environ["rc"] != "0" else "(said)")
else:
    print("CHECK FAILED: a 4-bit checkpoint sized at int8 without a word naming cfg.json")
PY
