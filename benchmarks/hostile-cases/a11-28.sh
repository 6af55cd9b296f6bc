# what: hand check at the documented floor of utilisation ({low: 0.01, mode: 0.01, high: 0.01}, FIELDS: each from 0.01 to 1) on aws_on_demand, tokens_per_day 1e7: every busy share <= 0.01, units = max(1, ceil(fluid_systems x units_per_system / 0.01)) and bill = units x unit x 729.6
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{utilisation: {low: 0.01, mode: 0.01, high: 0.01}, tokens_per_day: 1.0e+7, candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_on_demand}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = list(csv.DictReader(open("e.csv")))
    assert len(rows) == 2, f"{len(rows)} rows"
    for r in rows:
        f, ups = float(r["fluid_systems"]), float(r["units_per_system"])
        units, unit, bill = float(r["units_rented"]), float(r["unit_usd_per_hour"]), float(r["monthly_bill_usd"])
        want = max(1, math.ceil(f * ups / 0.01 - 1e-9))
        assert units == want, f"{r['candidate']}: units {units} != {want}"
        assert float(r["busy_share"]) <= 0.01 + 1e-9, f"{r['candidate']}: busy {r['busy_share']}"
        assert abs(bill - units * unit * 729.6) < 1e-6 * bill, f"{r['candidate']}: bill {bill}"
    print("check ok", [(r["candidate"], r["units_rented"], r["monthly_bill_usd"]) for r in rows])
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
