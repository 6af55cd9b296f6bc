# what: a quote keyed "h100-sxm:08@lambda" (leading zero; the duplicate rule reads 08 as 8) while the candidate is "h100-sxm:8@lambda", 30.0 USD/h dated 2026-11-20, -y: either refused naming price_overrides and the key (saying how to key it), or applied to the same system (usd_per_hour 30, dated 2026-11-20); never silently ignored with the list price used
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:08@lambda": 30.0}, quote_date: 2026-11-20}' --csv out.csv > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 1 ]; then
  grep -q price_overrides out.txt && grep -q 'h100-sxm:08@lambda' out.txt && echo "check ok" || echo "CHECK FAILED: refusal does not name the key"
else
"$PY" - <<'PYEOF'
import csv, sys, math
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
rows = {r["candidate"]: r for r in csv.DictReader(open("out.csv"))}
r = rows["h100-sxm:8@lambda"]
assert math.isclose(float(r["usd_per_hour"]), 30.0, rel_tol=1e-6), r["usd_per_hour"]
assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
print("check ok")
PYEOF
fi
