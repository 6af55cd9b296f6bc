# what: scenario model: a GPTQ 4-bit config.json (quantization_config bits 4) with precision int8 given on the command line (-p precision int8)
# expect-rc: 1
# expect: cfg.json
# expect: precision
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" - <<'P'
import json; c=json.load(open("cfg.json")); c["quantization_config"]={"quant_method":"gptq","bits":4,"group_size":128,"desc_act":False}; json.dump(c,open("cfg.json","w"),indent=1)
P
printf 'scenario: c2-09\nmodel: cfg.json\ntokens_per_day: 1.0e+8\n' > s.yaml
"$TR" estimate s.yaml -p precision int8
