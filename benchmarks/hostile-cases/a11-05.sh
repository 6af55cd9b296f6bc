# what: hand check of "h200-sxm:8@spheron" on gpu_marketplace: Spheron's only H200 row is 4.54 per GPU-hour (marketplace, 2026-03-17, min_chips empty), 8 x 4.54 = 36.32 USD/h dated 2026-03-17; bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h200-sxm:8@spheron", trn1.32xlarge], price_basis: gpu_marketplace}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h200-sxm:8@spheron"]
    assert rows, "h200-sxm:8@spheron not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - 36.32) < 1e-6, f"usd_per_hour {h} != 36.32"
    assert r["price_as_of"] == "2026-03-17", f"price_as_of {r['price_as_of']} != 2026-03-17"
    units, unit = float(r["units_rented"]), float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"])
    assert abs(bill - units * unit * 729.6) < 1e-6 * max(1, bill), f"bill {bill} != {units} x {unit} x 729.6"
    assert abs(unit * float(r["units_per_system"]) - h) < 1e-6, f"unit price {unit} x units/system != {h}"
    assert units == int(units) and units >= 1, f"units {units} not whole"
    print("check ok", h, r["price_as_of"], units, unit, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
