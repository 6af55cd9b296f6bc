# what: quote_date given explicitly as today's date beside a trn2.48xlarge quote (24 USD/h) on aws_capacity_block: a legal quote on the boundary; used as your quote at 24 with that date (age 0)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
D=$("$PY" -c "import datetime; print(datetime.date.today())")
timeout 55 "$TR" estimate s.yaml -y "{price_overrides: {trn2.48xlarge: 24}, quote_date: $D, price_basis: aws_capacity_block, candidates: [trn2.48xlarge, p5.48xlarge]}" --csv e.csv; echo "rc=$?"
D="$D" "$PY" - <<'PY'
import csv, os
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "trn2.48xlarge"][0]
    assert float(r["usd_per_hour"]) == 24.0 and r["price_as_of"] == os.environ["D"] and "quote" in r["offer_kind"], (r["usd_per_hour"], r["price_as_of"], r["offer_kind"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
