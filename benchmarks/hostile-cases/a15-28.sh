# what: hand check of a trn2.48xlarge quote (30 USD/h, quote_date 2026-11-20) with utilisation mode 0.5 given by -y: USD/h 30 from your quote, units = max(1, ceil(fluid x units_per_system / 0.5)), bill = units x 30/units_per_system x 729.6, busy share <= 0.5
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv out.csv -y '{candidates: [trn2.48xlarge], price_overrides: {trn2.48xlarge: 30}, quote_date: 2026-11-20, utilisation: {low: 0.3, mode: 0.5, high: 0.9}}' || exit 3
"$PY" - <<'P'
import csv, math
try:
    r = next(csv.DictReader(open("out.csv")))
    assert abs(float(r["usd_per_hour"]) - 30) < 1e-9, r["usd_per_hour"]
    ups = float(r["units_per_system"]); units = float(r["units_rented"])
    exp = max(1, math.ceil(float(r["fluid_systems"]) * ups / 0.5 - 1e-9))
    assert units == exp, ("units", units, exp)
    assert abs(float(r["monthly_bill_usd"]) - units * 30 / ups * 729.6) < 1e-3, r["monthly_bill_usd"]
    assert float(r["busy_share"]) <= 0.5 + 1e-9, r["busy_share"]
    assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
    print("check ok", units)
except Exception as e:
    print("CHECK FAILED:", e)
P
