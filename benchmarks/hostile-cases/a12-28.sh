# what: hand check of a quote for the one-GPU p5.4xlarge of 3.90 USD/h (dated 2026-11-20; equal to the dataset's approximate AWS per-GPU H100 figure): README's 2% rule is for a per-GPU figure given for an 8-GPU system, and for a one-chip system a per-chip figure is its price; a legal quote, used as your quote: bill = units x 3.90 x 729.6 h (Llama 3.1 8B, aws_on_demand)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{model: llama-3.1-8b, candidates: [p5.4xlarge, trn1.32xlarge], price_basis: aws_on_demand, price_overrides: {p5.4xlarge: 3.90}, quote_date: 2026-11-20}'
"$PY" - <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
r = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}["p5.4xlarge"]
want = float(r["units_rented"]) * 3.90 * 729.6
good = float(r["usd_per_hour"]) == 3.90 and r["offer_kind"] == "your quote" and r["price_as_of"] == "2026-11-20" and abs(float(r["monthly_bill_usd"]) - want) < 1e-6 * want
print(r["usd_per_hour"], r["offer_kind"], r["price_as_of"], r["monthly_bill_usd"], "expected", want)
print("check ok" if good else "CHECK FAILED: see above")
P
