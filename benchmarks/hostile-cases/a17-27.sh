# what: hand check of rented units under utilisation mode 0.75 and 3.3e9 tokens/day (-y): scenario comment: utilisation is the highest average load per rented system, so every row's units_rented = max(1, ceil(fluid_systems x units_per_system / 0.75)), busy <= 0.75, and monthly_bill_usd = units x unit_usd_per_hour x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.5, mode: 0.75, high: 0.9}, tokens_per_day: 3.3e9}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = list(csv.DictReader(open("e.csv")))
    assert rows, "no rows"
    for r in rows:
        f, ups = float(r["fluid_systems"]), float(r["units_per_system"])
        want = max(1, math.ceil(f * ups / 0.75 - 1e-9))
        assert float(r["units_rented"]) == want, f"{r['candidate']}: units {r['units_rented']} != {want}"
        assert float(r["busy_share"]) <= 0.75 + 1e-9, f"{r['candidate']}: busy {r['busy_share']}"
        bill = want * float(r["unit_usd_per_hour"]) * 729.6
        assert abs(float(r["monthly_bill_usd"]) - bill) <= 1e-6 * bill, f"{r['candidate']}: bill {r['monthly_bill_usd']} != {bill}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
