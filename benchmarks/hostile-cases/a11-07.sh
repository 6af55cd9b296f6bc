# what: hand check of a quote that prices a system no list price may: "a100-80gb:12@lambda" (12 is no multiple of Lambda's 8x A100 rate, min_chips 8) quoted 33.48 USD/h dated 2026-11-20 on gpu_cloud_list (efficiency_overrides given): README, a quote is used on every basis and shown as your quote; usd_per_hour 33.48, bill = units x unit x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:12@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, price_overrides: {"a100-80gb:12@lambda": 33.48}, quote_date: 2026-11-20, efficiency_overrides: {"a100-80gb:12@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4, decode_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "a100-80gb:12@lambda"]
    assert rows, "a100-80gb:12@lambda not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - 33.48) < 1e-6, f"usd_per_hour {h} != 33.48"
    assert r["price_as_of"] == "2026-11-20", f"price_as_of {r['price_as_of']} != 2026-11-20"
    units, unit = float(r["units_rented"]), float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"])
    assert abs(bill - units * unit * 729.6) < 1e-6 * max(1, bill), f"bill {bill} != {units} x {unit} x 729.6"
    assert abs(unit * float(r["units_per_system"]) - h) < 1e-6, f"unit price {unit} x units/system != {h}"
    assert units == int(units) and units >= 1, f"units {units} not whole"
    print("check ok", h, r["price_as_of"], units, unit, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
