# what: model command on a dense Llama config.json of twice Llama 3.1 70B's depth (160 layers, otherwise the 70B's shape): a correct memory fit by hand: 139.5 B parameters (2 x 69.5 B of layers + 2.1 B of embeddings), 279 GB of bf16 weights + 4,096 x 655 kB of KV cache = 282 GB over 72 GB usable per H100 (80 GB x memory_headroom 0.9) needs 4 of p5.48xlarge's 8 GPUs
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","_name_or_path":"deep-140b","hidden_size":8192,"intermediate_size":28672,"num_hidden_layers":160,"num_attention_heads":64,"num_key_value_heads":8,"head_dim":128,"vocab_size":128256,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    h, L, f, V = 8192, 160, 28672, 128256
    want = L * (2 * h * h + 2 * h * 8 * 128 + 3 * h * f) + 2 * V * h
    got = float(re.search(r"([\d.]+) B total", t).group(1)) * 1e9
    kv = float(re.search(r"KV cache ([\d.]+) kB", t).group(1)) * 1e3
    chips = int(re.search(r"p5\.48xlarge: (\d+) of", t).group(1))
    kv_want = 2 * L * 8 * 128 * 2
    print("hand", want / 1e9, "got", got / 1e9, "kv", kv, kv_want, "chips", chips)
    ok = abs(got - want) / want < 0.005 and abs(kv - kv_want) / kv_want < 0.01 and chips == 4
    print("check ok" if ok else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
