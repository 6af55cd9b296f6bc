# what: estimate with an inline model_shape giving exactly data/models.csv's llama-3.1-8b row (dims and name "Llama 3.1 8B"), against model: llama-3.1-8b: the same model must give the same estimate (tokens/s, cost per token) for every candidate on trn2.48xlarge and p5.48xlarge at 40 and 60 USD/h quotes
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{model: llama-3.1-8b, candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 40, p5.48xlarge: 60}}' --csv a.csv > a.txt 2>&1; echo "rc a=$?"
timeout 55 "$TR" estimate s.yaml -y '{model: null, model_shape: {name: Llama 3.1 8B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}, candidates: [trn2.48xlarge, p5.48xlarge], price_overrides: {trn2.48xlarge: 40, p5.48xlarge: 60}}' --csv b.csv > b.txt 2>&1; echo "rc b=$?"; cat b.txt | head -30
"$PY" - <<'P'
import csv
try:
    a=list(csv.DictReader(open("a.csv"))); b=list(csv.DictReader(open("b.csv")))
    assert len(a)==len(b)>0,(len(a),len(b))
    num=0
    for ra,rb in zip(a,b):
        for k in ra:
            if k in ("model","model_name","name","provenance","efficiency_source","note"): continue
            try: x=float(ra[k]); y=float(rb[k])
            except (ValueError,TypeError): continue
            num+=1
            assert abs(x-y)<=1e-6*max(1,abs(x)),(k,ra[k],rb[k])
    assert num>0
    print("check ok", num, "numbers equal")
except Exception as e: print("CHECK FAILED:",repr(e))
P
