# what: model command on the example Llama 3.1 8B config.json with tie_word_embeddings true (one shared embedding/output matrix): a correct result, 8.03 B - 128256 x 4096 = 7.50 B parameters, weights 15.0 GB at bf16
# expect-rc: 0
# expect: check ok
"$PY" - <<'P'
import json
d = json.load(open(__import__("os").environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
d["tie_word_embeddings"] = True
json.dump(d, open("cfg.json", "w"))
P
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    got = float(re.search(r"([\d.]+) B total", t).group(1)) * 1e9
    h, L, f, V = 4096, 32, 14336, 128256
    want = L * (2 * h * h + 2 * h * 8 * 128 + 3 * h * f) + V * h
    w = float(re.search(r"weights ([\d.]+) GB", t).group(1))
    print("hand", want / 1e9, "got", got / 1e9, "weights", w)
    ok = abs(got - want) / want < 0.005 and abs(w - 2 * want / 1e9) / (2 * want / 1e9) < 0.01
    print("check ok" if ok else f"CHECK FAILED: {got} vs {want}, weights {w} GB")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
