# what: estimate of an inline model_shape of Llama 3.1 8B's shape with tied_embeddings true (one 128256 x 4096 table: 7.50 B parameters, 15.01 GB in bf16) on inf2.xlarge (one Inferentia2, 32 GiB = 34.36 GB x memory_headroom 0.9): the memory fit follows the tied size: max_batch_memory = floor((30.92 GB - 15.01 GB) / (131,072 B x 2,560 tokens)) = 47 sequences (untied it would be 44)
# expect-rc: 0
# expect: check ok
cat > s.yaml <<'Y'
scenario: tied
model_shape: {name: "tied 8B", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: true}
candidates: [inf2.xlarge]
regions: [us-east-1]
tokens_per_day: 1.0e+7
Y
timeout 55 "$TR" estimate s.yaml --csv e.csv > out.txt 2>&1; rc=$?
cut -c1-200 out.txt
"$PY" - <<'P'
import csv, math
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "inf2.xlarge"][0]
    h, L, f, V = 4096, 32, 14336, 128256
    params = L * (2 * h * h + 2 * h * 8 * 128 + 3 * h * f) + V * h
    kv_seq = 2 * L * 8 * 128 * 2 * (2048 + 512)
    want = math.floor((32 * 2**30 * 0.9 - 2 * params) / kv_seq)
    got = int(float(r["max_batch_memory"]))
    print("hand", want, "got", got, "chips", r["chips_per_replica"])
    print("check ok" if got == want and r["chips_per_replica"] == "1" else "CHECK FAILED")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
