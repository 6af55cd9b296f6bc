# what: hand check of "a100-80gb:8@runpod" on gpu_marketplace (efficiency_overrides given: no A100 runs are fitted): RunPod's newest community-cloud A100 row is 1.39 per GPU-hour (2026-11-09, min_chips empty), so 8 x 1.39 = 11.12 USD/h; bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:8@runpod", trn1.32xlarge], price_basis: gpu_marketplace, efficiency_overrides: {"a100-80gb:8@runpod": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4, decode_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "a100-80gb:8@runpod"]
    assert rows, "a100-80gb:8@runpod not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - 11.12) < 1e-6, f"usd_per_hour {h} != 11.12"
    assert r["price_as_of"] == "2026-11-09", f"price_as_of {r['price_as_of']} != 2026-11-09"
    units, unit = float(r["units_rented"]), float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"])
    assert abs(bill - units * unit * 729.6) < 1e-6 * max(1, bill), f"bill {bill} != {units} x {unit} x 729.6"
    assert abs(unit * float(r["units_per_system"]) - h) < 1e-6, f"unit price {unit} x units/system != {h}"
    assert units == int(units) and units >= 1, f"units {units} not whole"
    print("check ok", h, r["price_as_of"], units, unit, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
