# what: hand check of a quote for "h100-sxm:12@lambda" of 51.48 USD/h (12 x Lambda's 1x rate 4.29; 12 is no multiple of 8) dated 2026-11-20 on gpu_cloud_list: plausible (not under a quarter of the cheapest, not within 2% of a per-chip price), so used as your quote: usd_per_hour 51.48, the bill = units x unit price x 729.6 and the table says your quote
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:12@lambda"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:12@lambda": 51.48}, quote_date: 2026-11-20}' --csv out.csv
"$PY" - <<'PYEOF'
import csv, sys, math
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
rows = {r["candidate"]: r for r in csv.DictReader(open("out.csv"))}
r = rows["h100-sxm:12@lambda"]
assert math.isclose(float(r["usd_per_hour"]), 51.48, rel_tol=1e-6), r["usd_per_hour"]
assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6
assert math.isclose(float(r["monthly_bill_usd"]), bill, rel_tol=1e-6), (r["monthly_bill_usd"], bill)
assert math.isclose(float(r["unit_usd_per_hour"]) * float(r["units_per_system"]), 51.48, rel_tol=1e-6), (r["unit_usd_per_hour"], r["units_per_system"])
print("check ok")
PYEOF
