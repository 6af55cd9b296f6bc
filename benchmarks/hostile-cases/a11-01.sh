# what: hand check of "h100-sxm:8@coreweave" on gpu_cloud_list: CoreWeave's rows are 2.23 per GPU-hour with no date and 6.16 dated 2026-03 (min_chips empty); README: undated prices never enter a verdict, so 8 x 6.16 = 49.28 USD/h dated 2026-03 (never 8 x 2.23 = 17.84); bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@coreweave", trn1.32xlarge], price_basis: gpu_cloud_list, precision: fp8}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@coreweave"]
    assert rows, "h100-sxm:8@coreweave not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - 49.28) < 1e-6, f"usd_per_hour {h} != 49.28"
    assert r["price_as_of"] == "2026-03", f"price_as_of {r['price_as_of']} != 2026-03"
    units, unit = float(r["units_rented"]), float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"])
    assert abs(bill - units * unit * 729.6) < 1e-6 * max(1, bill), f"bill {bill} != {units} x {unit} x 729.6"
    assert abs(unit * float(r["units_per_system"]) - h) < 1e-6, f"unit price {unit} x units/system != {h}"
    assert units == int(units) and units >= 1, f"units {units} not whole"
    print("check ok", h, r["price_as_of"], units, unit, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
