# what: utilisation given as a single point ({low: 0.6, mode: 0.6, high: 0.6}, with -y; legal: uncertainty.Input is constant when low == high): a correct result: every candidate's units and bill equal those of the default utilisation (its central 0.6), checked against a second run
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv a.csv -y '{utilisation: {low: 0.6, mode: 0.6, high: 0.6}, candidates: [trn1.32xlarge, p5.48xlarge, inf2]}'
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv b.csv -y '{candidates: [trn1.32xlarge, p5.48xlarge, inf2]}' > /dev/null
"$PY" - <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
a = {r["candidate"]: r for r in csv.DictReader(open("a.csv"))}; b = {r["candidate"]: r for r in csv.DictReader(open("b.csv"))}
ok = set(a) == set(b) and len(a) >= 2
for c in a:
    same = a[c]["units_rented"] == b[c]["units_rented"] and abs(float(a[c]["monthly_bill_usd"]) - float(b[c]["monthly_bill_usd"])) < 1e-6
    print(c, a[c]["units_rented"], a[c]["monthly_bill_usd"], "ok" if same else "MISMATCH"); ok &= same
print("check ok" if ok else "CHECK FAILED: see above")
P
