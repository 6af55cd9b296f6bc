# what: hand check of the smallest request at the smallest volume (-p input_tokens 1 -p output_tokens 1 -p tokens_per_day 2: exactly one 1-token-in, 1-token-out request a day; legal, FIELDS positive ints and at least one request a day) serving Llama 3.1 8B on aws_on_demand: each candidate rents exactly one unit (max(1, ...)), its bill = 1 x its newest current on-demand price x 729.6 h
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p input_tokens 1 -p output_tokens 1 -p tokens_per_day 2 -y '{model: llama-3.1-8b, candidates: [trn1.32xlarge, p5.4xlarge], price_basis: aws_on_demand}'
"$PY" - <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rows = list(csv.DictReader(open("e.csv")))
assert {r["candidate"] for r in rows} == {"trn1.32xlarge", "p5.4xlarge"}, [r["candidate"] for r in rows]
ok = True
for r in rows:
    units = float(r["units_rented"]); bill = float(r["monthly_bill_usd"]); h = float(r["usd_per_hour"])
    good = units == 1 and abs(bill - h * 729.6) < 1e-6 * bill
    print(r["candidate"], "units", units, "bill", bill, "expected", h * 729.6, "ok" if good else "MISMATCH"); ok &= good
print("check ok" if ok else "CHECK FAILED: see above")
P
