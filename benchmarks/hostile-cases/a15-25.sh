# what: hand check of "h200-sxm:8@runpod" on gpu_marketplace: RunPod's only marketplace H200 row is 3.59 per GPU-hour (2026-09-25, min_chips empty: any count, so replicas may be rented), so 8 x 3.59 = 28.72 USD/h; bill = units x unit price x 729.6 h and units = max(1, ceil(fluid x units_per_system / utilisation mode 0.6))
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv out.csv -y '{candidates: ["h200-sxm:8@runpod"], price_basis: gpu_marketplace}' || exit 3
"$PY" - <<'P'
import csv, math
try:
    rows = [r for r in csv.reader(open("PRJ/data/prices.csv".replace("PRJ", __import__("os").environ["PROJECT"])))]
    hdr = rows[0]; rows = [dict(zip(hdr, r)) for r in rows[1:]]
    m = [r for r in rows if r["entity_id"] == "h200-sxm" and r["provider"] == "runpod" and r["offer_kind"] == "marketplace" and r["pricing_model"] == "on_demand"]
    newest = max(r["as_of"] for r in m); price = min(float(r["usd_per_hour"]) for r in m if r["as_of"] == newest) * 8
    r = next(csv.DictReader(open("out.csv")))
    assert abs(float(r["usd_per_hour"]) - price) < 1e-6, ("usd_per_hour", r["usd_per_hour"], price)
    units = float(r["units_rented"]); ups = float(r["units_per_system"])
    exp_units = max(1, math.ceil(float(r["fluid_systems"]) * ups / 0.6 - 1e-9))
    assert units == exp_units, ("units", units, exp_units)
    assert abs(float(r["unit_usd_per_hour"]) * ups - price) < 1e-6, ("unit price", r["unit_usd_per_hour"])
    assert abs(float(r["monthly_bill_usd"]) - units * price / ups * 729.6) < 1e-3, ("bill", r["monthly_bill_usd"])
    print("check ok", price, units)
except Exception as e:
    print("CHECK FAILED:", e)
P
