# what: model command on a Qwen2 config.json with no head_dim whose hidden_size 4100 does not divide by num_attention_heads 32: transformers' Qwen2 takes head_dim = hidden_size // heads = 128 (integer division), so a correct result is 128-wide heads and 8.233 B parameters by hand (32 x (2x4100x4096 + 2x4100x1024 + 3x4100x14336) + 2 x 152064 x 4100); a refusal naming cfg.json and the key also passes
# expect-rc: 0
# expect: check ok
# expect-not: 128.125
cat > cfg.json <<'J'
{"architectures":["Qwen2ForCausalLM"],"model_type":"qwen2","_name_or_path":"odd-width","hidden_size":4100,"intermediate_size":14336,"num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":8,"vocab_size":152064,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, re
try:
    t = open("out.txt").read()
    if os.environ["RC"] != "0":
        ok = "cfg.json" in t and any(k in t for k in ("head_dim", "num_attention_heads", "hidden_size"))
        print("check ok (refused)" if ok else "CHECK FAILED: refusal names no file/key")
    else:
        got = float(re.search(r"([\d.]+) B total", t).group(1)) * 1e9
        h, L, f, V = 4100, 32, 14336, 152064
        want = L * (2 * h * 4096 + 2 * h * 1024 + 3 * h * f) + 2 * V * h
        ok = abs(got - want) / want < 0.005 and "of 128" in t
        print("hand", want / 1e9, "got", got / 1e9)
        print("check ok" if ok else f"CHECK FAILED: {got} vs {want}")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
echo done
