# what: the tenth-of-the-cheapest boundary for a one-chip system (README: a quote under a tenth of the cheapest price the dataset lists for the same system per chip-hour is refused): p5.4xlarge's cheapest listed price is 3.933 (capacity block), so a quote of 0.39 is refused naming price_overrides and p5.4xlarge, while 0.40 (just over 0.3933) is used as your quote (bill = units x 0.40 x 729.6)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
S='{model: llama-3.1-8b, candidates: [p5.4xlarge, trn1.32xlarge], price_basis: aws_on_demand, quote_date: 2026-11-20}'
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y "$S" -p price_overrides '{p5.4xlarge: 0.39}' > low.txt 2>&1; rc1=$?
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y "$S" -p price_overrides '{p5.4xlarge: 0.40}' > high.txt 2>&1; rc2=$?
cat low.txt high.txt
RC1=$rc1 RC2=$rc2 "$PY" - <<'P'
import csv, os, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
low = open("low.txt").read()
ok1 = os.environ["RC1"] == "1" and "price_overrides" in low and "p5.4xlarge" in low
print("0.39 refused:", ok1)
r = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}["p5.4xlarge"] if os.environ["RC2"] == "0" else None
want = r and float(r["units_rented"]) * 0.40 * 729.6
ok2 = bool(r) and float(r["usd_per_hour"]) == 0.40 and r["offer_kind"] == "your quote" and abs(float(r["monthly_bill_usd"]) - want) < 1e-6 * want
print("0.40 used:", ok2)
print("check ok" if ok1 and ok2 else "CHECK FAILED: see above")
P
