# what: model command on a text-only Llama 4 config.json (Llama4ForCausalLM, Scout's dims) with interleave_moe_layer_step 48 = num_hidden_layers (legal: hfconfig reads MoE every step-th layer, so exactly 1 MoE layer, 47 dense of intermediate_size_mlp): total parameters by hand (tolerance 0.5%)
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures": ["Llama4ForCausalLM"], "model_type": "llama4_text", "_name_or_path": "my-sparse-llama4",
 "hidden_size": 5120, "intermediate_size": 8192, "intermediate_size_mlp": 16384, "num_attention_heads": 40,
 "num_key_value_heads": 8, "head_dim": 128, "num_hidden_layers": 48, "vocab_size": 202048, "num_local_experts": 16,
 "num_experts_per_tok": 1, "interleave_moe_layer_step": 48, "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, h, kv, hd, V, L, e, ff, fm = 5120, 40, 8, 128, 202048, 48, 16, 8192, 16384
    attn = d*h*hd*2 + 2*d*kv*hd
    total = 2*V*d + L*attn + 47*3*d*fm + (e+1)*3*d*ff + d*e
    active = 2*V*d + L*attn + 47*3*d*fm + 2*3*d*ff
    got = float(re.search(r"([\d.]+) B total", t)[1])*1e9
    gota = float(re.search(r"([\d.]+) B active", t)[1])*1e9
    print("hand", total/1e9, active/1e9, "got", got/1e9, gota/1e9)
    ok = abs(got/total-1) < 0.005 and abs(gota/active-1) < 0.01
    print("check ok" if ok else "CHECK FAILED: params differ from hand count")
except Exception as ex:
    print("CHECK FAILED:", repr(ex))
P
exit $rc
