# what: model command on a Llama config.json whose intermediate_size is exactly 16x hidden_size (1024 -> 16384; data/README: ffn_size is held to 0.5x to 16x of hidden_size, so 16x is legal): a correct result, 0.913 B parameters by hand (16 x (2.62 M attention + 50.33 M MLP) + 2 x 32000 x 1024 embeddings)
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["LlamaForCausalLM"],"model_type":"llama","_name_or_path":"wide-ffn-test","hidden_size":1024,"intermediate_size":16384,"num_hidden_layers":16,"num_attention_heads":16,"num_key_value_heads":4,"head_dim":64,"vocab_size":32000,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    m = re.search(r"([\d.]+) B total", t)
    h, L, f, V = 1024, 16, 16384, 32000
    want = L * (2 * h * h + 2 * h * 4 * 64 + 3 * h * f) + 2 * V * h
    got = float(m.group(1)) * 1e9
    print("hand", want / 1e9, "got", got / 1e9)
    print("check ok" if abs(got - want) / want < 0.01 else f"CHECK FAILED: {got} vs {want}")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
