# what: hand check of "h200-sxm:16@nebius" on gpu_cloud_list: Nebius's only H200 row is 4.50 per GPU-hour (neocloud_list, 2026-09-25, min_chips empty), so 16 x 4.50 = 72.0 USD/h; the monthly bill = units x unit price x 729.6 h (rented by the system or by the chip, either way 72/h per system)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h200-sxm:16@nebius"], price_basis: gpu_cloud_list, efficiency_overrides: {"h200-sxm:16@nebius": {bandwidth_efficiency: 0.7, step_overhead_ms: 5, prefill_mfu: 0.4}}}' --csv out.csv
"$PY" - <<'PYEOF'
import csv, sys, math
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
rows = {r["candidate"]: r for r in csv.DictReader(open("out.csv"))}
r = rows["h200-sxm:16@nebius"]
assert math.isclose(float(r["usd_per_hour"]), 72.0, rel_tol=1e-6), r["usd_per_hour"]
bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6
assert math.isclose(float(r["monthly_bill_usd"]), bill, rel_tol=1e-6), (r["monthly_bill_usd"], bill)
assert r["price_as_of"] == "2026-09-25", r["price_as_of"]
print("check ok")
PYEOF
