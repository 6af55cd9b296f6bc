# what: hand check of utilisation at its legal top (-y utilisation {low: 0.5, mode: 1.0, high: 1.0}: every rented system run at full load) on gpu_cloud_list with [trn1.32xlarge, "h100-sxm:8@lambda"]: README, the bill rents whole units for the volume at the central utilisation, so each system's units = ceil(fluid systems / 1.0) (in units of the rental) and the bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{utilisation: {low: 0.5, mode: 1.0, high: 1.0}, candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list}' --csv out.csv
"$PY" - <<'PYEOF'
import csv, sys, math
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
rows = list(csv.DictReader(open("out.csv")))
assert len(rows) == 2, len(rows)
for r in rows:
    fluid = float(r["fluid_systems"]); ups = float(r["units_per_system"])
    want = math.ceil(fluid * ups - 1e-9)
    assert float(r["units_rented"]) == want, (r["candidate"], r["units_rented"], want, fluid, ups)
    bill = want * float(r["unit_usd_per_hour"]) * 729.6
    assert math.isclose(float(r["monthly_bill_usd"]), bill, rel_tol=1e-6), (r["candidate"], r["monthly_bill_usd"], bill)
print("check ok")
PYEOF
