# what: scenario at precision fp8 whose model: is the example Llama 3.1 8B config.json made an FP8 checkpoint (quantization_config quant_method fp8, _name_or_path "Meta-Llama-3.1-8B-Instruct-FP8"): the checkpoint's precision is the scenario's, the shape is models.csv's llama-3.1-8b, so every number of the estimate (batch, TTFT, TPOT, cost per token, bill) must equal the same scenario with model: llama-3.1-8b (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" <<'P'
import json, sys
c = json.load(open(sys.argv[1]))
c["_name_or_path"] = "Meta-Llama-3.1-8B-Instruct-FP8"
c["quantization_config"] = {"quant_method": "fp8", "activation_scheme": "dynamic"}
json.dump(c, open("cfg.json", "w"), indent=1)
P
cat > a.yaml <<'Y'
scenario: fp8-config
model: cfg.json
precision: fp8
candidates: [trn2.48xlarge, p5.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
sed 's/model: cfg.json/model: llama-3.1-8b/' a.yaml > b.yaml
timeout 27 "$TR" estimate a.yaml --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" estimate b.yaml --csv b.csv > b.txt 2>&1; r2=$?
cut -c1-250 a.txt
"$PY" - <<'P'
import csv
try:
    a = {r["candidate"]: r for r in csv.DictReader(open("a.csv"))}
    b = {r["candidate"]: r for r in csv.DictReader(open("b.csv"))}
    assert set(a) == set(b) and a, (list(a), list(b))
    keys = ["chips_per_replica", "batch", "max_batch_memory", "ttft_s", "tpot_ms", "tokens_per_s_user",
            "usd_per_m_tokens", "monthly_bill_usd", "units_rented"]
    diff = [(c, k, a[c][k], b[c][k]) for c in a for k in keys if a[c][k] != b[c][k]]
    assert not diff, diff[:4]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
