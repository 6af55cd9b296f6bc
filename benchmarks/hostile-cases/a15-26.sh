# what: hand check of p5en.48xlarge on aws_on_demand with regions [us-west-2] only: its price must be the newest then cheapest us-west-2 on-demand hyperscaler_list row of data/prices.csv (data/README), price_region us-west-2, and bill = units x price x 729.6
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv out.csv -y '{candidates: [p5en], regions: [us-west-2], price_basis: aws_on_demand}' || exit 3
"$PY" - <<'P'
import csv, os
try:
    rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/data/prices.csv")))
    m = [r for r in rows if r["entity_id"] == "p5en.48xlarge" and r["provider"] == "aws" and r["region"] == "us-west-2" and r["pricing_model"] == "on_demand" and r["offer_kind"] == "hyperscaler_list"]
    newest = max(r["as_of"] for r in m); price = min(float(r["usd_per_hour"]) for r in m if r["as_of"] == newest)
    r = next(csv.DictReader(open("out.csv")))
    assert r["candidate"] == "p5en.48xlarge", r["candidate"]
    assert abs(float(r["usd_per_hour"]) - price) < 1e-6, ("price", r["usd_per_hour"], price)
    assert r["price_region"] == "us-west-2", r["price_region"]
    assert abs(float(r["monthly_bill_usd"]) - float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6) < 1e-3
    print("check ok", price)
except Exception as e:
    print("CHECK FAILED:", e)
P
