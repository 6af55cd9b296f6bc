# what: model command on a Mixtral-style config.json with num_local_experts 1 and num_experts_per_tok 1 (a "mixture" of one expert: a dense model in MoE clothing) beside the same shape as a dense Mistral config: total and active must equal the dense model's count (hand count: 7.24 B), or a refusal naming cfg.json and num_local_experts
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'P'
import json
base = {"hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8,
        "head_dim": 128, "num_hidden_layers": 32, "vocab_size": 32000, "tie_word_embeddings": False, "torch_dtype": "bfloat16"}
d = dict(base, architectures=["MistralForCausalLM"], model_type="mistral", _name_or_path="dense-7b")
m = dict(base, architectures=["MixtralForCausalLM"], model_type="mixtral", _name_or_path="one-expert-7b", num_local_experts=1, num_experts_per_tok=1)
json.dump(d, open("dense.json", "w")); json.dump(m, open("cfg.json", "w"))
P
timeout 55 "$TR" model dense.json --candidates p5.48xlarge > dense.txt 2>&1
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?; cat dense.txt out.txt
RC=$rc "$PY" - <<'P'
import re, os
try:
    t = open("out.txt").read(); rc = int(os.environ["RC"])
    if rc != 0:
        assert "cfg.json" in t and ("num_local_experts" in t or "experts" in t), "refusal names neither file nor key"
        print("check ok (refused)")
    else:
        d, L, f, V, h, kv = 4096, 32, 14336, 32000, 128, 8
        n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
        L_moe_router = 32*4096*1
        m = re.search(r"parameters: ([\d.]+) B total.*?([\d.]+) B active", t)
        tot, act = float(m.group(1))*1e9, float(m.group(2))*1e9
        assert abs(tot - n)/n < 0.006, ("total", tot, n)
        assert abs(act - n)/n < 0.2, ("active", act, n)
        print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit 0
