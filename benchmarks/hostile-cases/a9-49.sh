# what: hand check of a quote for "a100-80gb:4@lambda" (4 GPUs: no multiple of Lambda's 8x rate, so no list price) of 11.16 USD/h (4 x 2.79, dated 2026-11-20) on gpu_cloud_list, with efficiency_overrides to model it: a quote is the offer you hold, per system (README), so it is priced 11.16 as your quote, rented per system (units_per_system 1), bill = units x 11.16 x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "a100-80gb:4@lambda"], price_basis: gpu_cloud_list, price_overrides: {"a100-80gb:4@lambda": 11.16}, quote_date: 2026-11-20, efficiency_overrides: {"a100-80gb:4@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "a100-80gb:4@lambda"]
    assert rows, "a100-80gb:4@lambda not estimated"
    r = rows[0]
    assert float(r["usd_per_hour"]) == 11.16, r["usd_per_hour"]
    assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
    assert "quote" in r["offer_kind"] + r["pricing_model"], r["offer_kind"]
    assert float(r["units_per_system"]) == 1, f"units_per_system {r['units_per_system']}"
    units = float(r["units_rented"])
    assert units == max(1, math.ceil(float(r["fluid_systems"]) / 0.6 - 1e-9)), units
    bill = units * 11.16 * 729.6
    assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill, (bill, r["monthly_bill_usd"])
    print("check ok", units, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
