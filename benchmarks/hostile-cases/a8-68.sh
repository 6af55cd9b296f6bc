# what: a quote for the GPU-cloud candidate "h100-sxm:8@lambda" (31.92 USD/h, dated 2026-11-20) on price_basis aws_on_demand, where Lambda has no list price: a quote stands on every basis (it is the offer you hold), so the candidate is priced at 31.92 as your quote, bill = units x 31.92 x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_basis: aws_on_demand, candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_overrides: {"h100-sxm:8@lambda": 31.92}, quote_date: 2026-11-20}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@lambda"][0]
    assert abs(float(r["usd_per_hour"]) - 31.92) < 1e-9 and "quote" in r["offer_kind"] and r["price_as_of"] == "2026-11-20", (r["usd_per_hour"], r["offer_kind"], r["price_as_of"])
    u = float(r["units_rented"])
    assert abs(float(r["monthly_bill_usd"]) - u * 31.92 * 729.6) < 0.01, r["monthly_bill_usd"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
