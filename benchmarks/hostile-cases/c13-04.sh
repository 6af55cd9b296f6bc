# what: estimate --csv of an inline dense model_shape (Llama 3.1 8B's dims, untied) at memory_headroom 0.75, 8,000 in / 1,000 out on trn2.48xlarge: max_batch_memory by hand = floor((chips x 96 GiB x 0.75 - weights) / (KV 131,072 B/token x 9,000 tokens)) with the CSV's chips_per_replica (data/README/README: weights + every request's KV cache within headroom)
# expect-rc: 0
# expect: check ok
cat > s.yaml <<'Y'
scenario: fit-by-hand
model_shape: {name: my-dense, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
input_tokens: 8000
output_tokens: 1000
memory_headroom: 0.75
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1; rc=$?
tail -3 out.txt | cut -c1-300
"$PY" - <<'P'
import csv
try:
    r = next(csv.DictReader(open("e.csv")))
    L, d, f, h, kv, hd, V = 32, 4096, 14336, 32, 8, 128, 128256
    params = 2*V*d + L*(d*h*hd*2 + 2*d*kv*hd + 3*d*f + 2*d) + d
    W = params*2
    kvtok = L*2*kv*hd*2
    c = int(r["chips_per_replica"])
    hand = int((c*96*2**30*0.75 - W) // (kvtok*9000))
    got = int(r["max_batch_memory"])
    print("chips", c, "hand", hand, "got", got)
    print("check ok" if abs(hand-got) <= 1 else f"CHECK FAILED: max_batch_memory {got} vs hand {hand}")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
