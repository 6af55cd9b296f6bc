# what: model command on the example Llama 3.1 8B config.json with "head_dim": null (as many published configs write it): either head_dim read as hidden_size / heads = 128 and the exact 8.03 B with KV 131.1 kB per token, or refused naming cfg.json and head_dim; never a shape with no head width
# expect-rc: 0
# expect: check ok
"$PY" -c "
import json; c = json.load(open('$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json')); c['head_dim'] = None
json.dump(c, open('cfg.json', 'w'))"
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
"$PY" - "$rc" <<'P'
import re, sys
rc = int(sys.argv[1]); t = open("out.txt").read()
try:
    if rc != 0:
        assert "cfg.json" in t and "head_dim" in t, "refusal does not name cfg.json and head_dim"
    else:
        assert "8.03 B total" in t, "total not 8.03 B"
        kv = 32*2*8*128*2/1e3
        assert f"{kv:.1f} kB" in t, f"KV not {kv:.1f} kB"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
P
