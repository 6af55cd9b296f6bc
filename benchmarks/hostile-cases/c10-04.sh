# what: model command on Mistral-7B-v0.1's config.json as published (MistralForCausalLM, sliding_window 4096, 32 layers, 4096 wide, FFN 14336, 32/8 heads, vocab 32000 untied): a correct result, 7.24 B parameters (hand count below)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > cfg.json <<'J'
{"architectures": ["MistralForCausalLM"], "bos_token_id": 1, "eos_token_id": 2, "hidden_act": "silu",
 "hidden_size": 4096, "initializer_range": 0.02, "intermediate_size": 14336, "max_position_embeddings": 32768,
 "model_type": "mistral", "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
 "rms_norm_eps": 1e-05, "rope_theta": 10000.0, "sliding_window": 4096, "tie_word_embeddings": false,
 "torch_dtype": "bfloat16", "transformers_version": "4.34.0.dev0", "use_cache": true, "vocab_size": 32000}
J
timeout 55 "$TR" model cfg.json --candidates inf2.xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, L, f, V, h, kv = 4096, 32, 14336, 32000, 128, 8
    layer = d*d*2 + 2*d*kv*h + 3*d*f + 2*d
    n = L*layer + 2*V*d + d
    m = re.search(r"parameters: ([\d.]+) B total", t)
    got = float(m.group(1))*1e9
    assert abs(got - n)/n < 0.006, (got, n)
    w = re.search(r"at bf16: weights ([\d.]+) GB", t)
    assert abs(float(w.group(1))*1e9 - 2*n)/(2*n) < 0.006, (w.group(1), 2*n)
    print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
