# what: hand check of min_chips in a data copy: Lambda's 8x H100 per-GPU rows (3.99, 2026-09-25 and 2026-09-20) given min_chips 16 (a legal integer): "h100-sxm:8@lambda" (8 GPUs, no multiple of 16) may not use them (data/README min_chips), so the 1x rate 4.29 (2026-09-25) prices it: 8 x 4.29 = 34.32 USD/h
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp -r "$PROJECT/data" d
"$PY" - <<'PYEOF'
import pandas as pd
p = pd.read_csv("d/prices.csv", dtype=str, keep_default_na=False)
m = (p.entity_id == "h100-sxm") & (p.provider == "lambda") & (p.min_chips == "8")
assert m.sum() == 2, m.sum()
p.loc[m, "min_chips"] = "16"
p.to_csv("d/prices.csv", index=False)
PYEOF
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i "s#^data_dir: null#data_dir: d#" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda", "h100-sxm:16@lambda"], price_basis: gpu_cloud_list}' --csv out.csv
"$PY" - <<'PYEOF'
import csv, sys, math
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
rows = {r["candidate"]: r for r in csv.DictReader(open("out.csv"))}
r = rows["h100-sxm:8@lambda"]
assert math.isclose(float(r["usd_per_hour"]), 8 * 4.29, rel_tol=1e-6), r["usd_per_hour"]
r16 = rows["h100-sxm:16@lambda"]
# 16 is a multiple of 16: the cheaper 3.99 rate (min_chips 16) may price it; newest date first: 2026-09-25 has both 4.29 and 3.99, cheapest 3.99
assert math.isclose(float(r16["usd_per_hour"]), 16 * 3.99, rel_tol=1e-6), r16["usd_per_hour"]
for r in (r, r16):
    bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6
    assert math.isclose(float(r["monthly_bill_usd"]), bill, rel_tol=1e-6), (r["monthly_bill_usd"], bill)
print("check ok")
PYEOF
