# what: hand check of p5.48xlarge on aws_on_demand against the data rows: its price must be the newest us-east-1/us-east-2/us-west-2 on-demand list row of data/prices.csv (then cheapest; README/data README tie-breaks), and bill = units x price x 729.6 with units = ceil(fluid x 1 / 0.6)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [p5.48xlarge, trn1.32xlarge], price_basis: aws_on_demand}' --csv e.csv > /dev/null; echo "rc=$?"
"$PY" - <<'PY'
import csv, math, os
try:
    rows = [r for r in csv.DictReader(open(os.environ["PROJECT"] + "/data/prices.csv")) if r["entity_id"] == "p5.48xlarge"
            and r["provider"] == "aws" and r["offer_kind"] == "hyperscaler_list" and r["region"] in ("us-east-1", "us-east-2", "us-west-2", "")
            and len(r["as_of"]) == 10]
    newest = max(r["as_of"] for r in rows)
    want = min(float(r["usd_per_hour"]) for r in rows if r["as_of"] == newest)
    e = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] == "p5.48xlarge"][0]
    got = float(e["usd_per_hour"]); units = float(e["units_rented"]); fluid = float(e["fluid_systems"])
    assert abs(got - want) < 1e-9, f"price {got} != {want} (newest {newest})"
    assert units == max(1, math.ceil(fluid / 0.6 - 1e-9)), f"units {units} vs fluid {fluid}"
    assert abs(float(e["monthly_bill_usd"]) - units * want * 729.6) < 0.01, e["monthly_bill_usd"]
    assert e["price_as_of"] == newest, e["price_as_of"]
    print("check ok", got, units)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
