# what: hand check of "mi300x:8@digitalocean" on gpu_cloud_list with efficiency_overrides (no MI300X runs fitted): DigitalOcean lists 2.59 per GPU-hour (2026-10-08, min_chips empty), 8 x 2.59 = 20.72 USD/h; bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["mi300x:8@digitalocean", trn1.32xlarge], price_basis: gpu_cloud_list, efficiency_overrides: {"mi300x:8@digitalocean": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4, decode_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "mi300x:8@digitalocean"]
    assert rows, "mi300x:8@digitalocean not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - 20.72) < 1e-6, f"usd_per_hour {h} != 20.72"
    assert r["price_as_of"] == "2026-10-08", f"price_as_of {r['price_as_of']} != 2026-10-08"
    units, unit = float(r["units_rented"]), float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"])
    assert abs(bill - units * unit * 729.6) < 1e-6 * max(1, bill), f"bill {bill} != {units} x {unit} x 729.6"
    assert abs(unit * float(r["units_per_system"]) - h) < 1e-6, f"unit price {unit} x units/system != {h}"
    assert units == int(units) and units >= 1, f"units {units} not whole"
    print("check ok", h, r["price_as_of"], units, unit, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
