# what: a quote for p5en.48xlarge (70 USD/h, quote_date 2026-11-20) on aws_on_demand with -y: README: a quote is the offer you hold, per system; the p5en row is priced 70 as your quote dated 2026-11-20, bill = units x 70 x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, p5en.48xlarge], price_overrides: {p5en.48xlarge: 70}, quote_date: 2026-11-20, price_basis: aws_on_demand}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
    r = rows["p5en.48xlarge"]
    assert float(r["usd_per_hour"]) == 70.0, r["usd_per_hour"]
    assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
    bill = float(r["units_rented"]) * 70.0 / float(r["units_per_system"]) * 729.6
    assert abs(float(r["monthly_bill_usd"]) - bill) < 1e-6 * bill, f"{r['monthly_bill_usd']} != {bill}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
