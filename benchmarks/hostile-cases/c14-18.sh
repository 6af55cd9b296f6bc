# what: model command on the example Llama 3.1 8B config.json with intermediate_size 65537 (hidden 4096: data/README holds ffn_size to 0.5x-16x of hidden_size, 16x = 65536): refused naming cfg.json and intermediate_size (one past the edge)
# expect-rc: 1
# expect: cfg.json
# expect: intermediate_size
"$PY" -c "
import json; c = json.load(open('$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json')); c['intermediate_size'] = 65537; c['_name_or_path'] = 'my-wide-mlp'
json.dump(c, open('cfg.json', 'w'))"
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - <<'P'
import re
t = open("out.txt").read()
try:
    tot = float(re.search(r"parameters: ([\d.,]+) B total", t).group(1))
    hand = (32*(2*4096**2 + 2*4096*1024 + 3*4096*65537) + 2*128256*4096)/1e9
    assert abs(tot/hand-1) < 0.01, f"total {tot} vs hand {hand:.3f}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
exit $rc
