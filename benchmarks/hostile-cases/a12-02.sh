# what: a quote keyed "trn2.48xlarge@aws" (explicit provider; 30.0 USD/h, dated 2026-11-20) while candidates name plain trn2.48xlarge (the same system: pricing.py reads no provider as aws), on aws_on_demand (trn2.48xlarge has no on-demand list price), with -y: either refused naming price_overrides and the key, or applied (USD/h 30 as your quote); never silently dropped (trn2.48xlarge excluded for want of a price with no word of the quote)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{candidates: [p5.48xlarge, trn2.48xlarge], price_basis: aws_on_demand, price_overrides: {"trn2.48xlarge@aws": 30.0}, quote_date: 2026-11-20}' > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, csv
out = open("out.txt").read(); rc = int(os.environ["RC"])
try:
    if rc == 1 and "price_overrides" in out and "trn2.48xlarge@aws" in out:
        print("check ok (refused)")
    else:
        rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
        r = rows.get("trn2.48xlarge") or rows.get("trn2.48xlarge@aws")
        assert r and abs(float(r["usd_per_hour"]) - 30.0) < 1e-9 and r["offer_kind"] == "your quote", r and r["usd_per_hour"]
        print("check ok (applied)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
