# what: estimate with an inline model_shape identical to data/models.csv's llama-3.1-8b (named "my-8b") vs model: llama-3.1-8b on p5.48xlarge: the same shape must give the same time, cost and tokens/s columns (an inline shape is the row's shape columns)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
printf 'scenario: a\nmodel: llama-3.1-8b\ncandidates: [p5.48xlarge]\ntokens_per_day: 2.0e+8\n' > a.yaml
cat > b.yaml <<'Y'
scenario: a
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate a.yaml --csv a.csv > a.txt 2>&1; echo "rc a=$?"
timeout 55 "$TR" estimate b.yaml --csv b.csv > b.txt 2>&1; echo "rc b=$?"; tail -5 b.txt
"$PY" - <<'P'
import csv
try:
    a=list(csv.DictReader(open("a.csv"))); b=list(csv.DictReader(open("b.csv")))
    assert len(a)==len(b)>0, ("rows", len(a), len(b))
    diff=[]
    for ra,rb in zip(a,b):
        for k in ra:
            try: x=float(ra[k]); y=float(rb[k])
            except (ValueError, TypeError): continue
            if abs(x-y)>1e-9*max(1,abs(x)): diff.append((k,x,y))
    print("CHECK FAILED: " + repr(diff[:5]) if diff else "check ok")
except Exception as e: print("CHECK FAILED:", repr(e))
P
