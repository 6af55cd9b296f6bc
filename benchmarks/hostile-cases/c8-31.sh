# what: model command on a Qwen3-MoE config.json with num_experts 8 and num_experts_per_tok 8 (every expert used by every token): active parameters equal total (hand: 24 layers x (attention 2x2048x4096 + 2x2048x512 + 8 experts x 3x2048x768 + router 8x2048) + 2 x 151936 x 2048), and a decode step at batch 1 reads every weight
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["Qwen3MoeForCausalLM"],"model_type":"qwen3_moe","_name_or_path":"all-experts","hidden_size":2048,"intermediate_size":6144,"moe_intermediate_size":768,"num_hidden_layers":24,"num_attention_heads":32,"num_key_value_heads":4,"head_dim":128,"num_experts":8,"num_experts_per_tok":8,"decoder_sparse_step":1,"mlp_only_layers":[],"vocab_size":151936,"tie_word_embeddings":false}
J
timeout 55 "$TR" model cfg.json --candidates p5.4xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    tot = float(re.search(r"([\d.]+) B total", t).group(1))
    act = float(re.search(r"([\d.]+) B active", t).group(1))
    h, L, E = 2048, 24, 8
    want = L * (2 * h * 4096 + 2 * h * 512 + E * 3 * h * 768 + E * h) + 2 * 151936 * h
    step1 = float(re.search(r"reads ([\d.]+) GB of weights at batch 1", t).group(1))
    w = float(re.search(r"weights ([\d.]+) GB", t).group(1))
    print("hand", want / 1e9, "total", tot, "active", act, "weights", w, "step@1", step1)
    ok = abs(tot * 1e9 - want) / want < 0.01 and tot == act and abs(step1 - w) / w < 0.01
    print("check ok" if ok else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
