# what: hand check of h100-sxm:16@lambda on gpu_cloud_list: 16 is a multiple of Lambda's 8x per-GPU rate (3.99, min_chips 8), so the system costs 16 x 3.99 = 63.84 USD/h and the bill rents 8-GPU blocks at 31.92 USD/h each (data/README prices.csv min_chips): bill = units x 31.92 x 729.6, units whole, busy <= 0.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:16@lambda", trn1.32xlarge], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:16@lambda"][0]
    h = float(r["usd_per_hour"]); u = float(r["units_rented"]); ups = int(float(r["units_per_system"])); uh = float(r["unit_usd_per_hour"])
    bill = float(r["monthly_bill_usd"]); busy = float(r["busy_share"]); rep = int(float(r["chips_per_replica"]))
    assert abs(h - 63.84) < 1e-6, f"usd_per_hour {h} != 63.84"
    assert 8 % rep == 0 or rep % 8 == 0, f"replica {rep}"
    block = math.lcm(rep, 8)
    assert ups == 16 // block, f"units_per_system {ups} != {16 // block}"
    assert abs(uh - 63.84 / ups) < 1e-6, f"unit price {uh}"
    assert u == int(u) and u >= 1, f"units {u}"
    assert abs(bill - u * uh * 729.6) < 0.01 * bill / 1000 + 0.01, f"bill {bill} != {u * uh * 729.6}"
    assert busy <= 0.6 + 1e-9, f"busy {busy}"
    print("check ok", h, ups, u, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
