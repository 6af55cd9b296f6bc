# what: hand check of training on h100-sxm:8@lambda (gpu_cloud_list) with training_chips 12: rounded up to whole systems (scenario FIELDS: "rounded up to whole systems"), 2 systems = 16 GPUs at 8 x 3.99 = 31.92 USD/h each, 63.84 USD/h in all; never 12 GPUs at the 8x rate
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{workload: training, model: llama-3.1-8b, candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, training_chips: 12, train_tokens: 1.0e+9}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@lambda"]
    assert rows, "not estimated"
    r = rows[0]
    print({k: r[k] for k in r if k in ("systems", "chips", "usd_per_hour", "cost_usd", "days", "hours", "total_usd")})
    assert int(float(r["systems"])) == 2 and int(float(r["chips"])) == 16, f"systems {r['systems']} chips {r['chips']}"
    assert abs(float(r["usd_per_hour"]) - 63.84) < 1e-6, f"usd_per_hour {r['usd_per_hour']}"
    cost = [k for k in r if k in ("cost_usd", "total_cost_usd", "run_cost_usd")]
    days = float(r["days"])
    if cost:
        c = float(r[cost[0]])
        assert abs(c - days * 24 * 63.84) <= 1e-6 * c + 0.01, f"cost {c} != days x 24 x 63.84 = {days * 24 * 63.84}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
