# what: tokens_per_day at the top of the magnitude rule (1.0e+18, scenario.py MAX_MAGNITUDE: at most 1e18; legal): a correct result: each system's bill = units x USD/h x 729.6 and its units about 1e9 x those at 1e9 tokens/day (same model, same systems; checked against a second run at 1e9)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv big.csv -p tokens_per_day 1.0e+18 -y '{candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_on_demand}'
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv small.csv -p tokens_per_day 1.0e+9 -y '{candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_on_demand}' > /dev/null
"$PY" - <<'P'
import csv, math, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
big = {r["candidate"]: r for r in csv.DictReader(open("big.csv"))}
small = {r["candidate"]: r for r in csv.DictReader(open("small.csv"))}
ok = set(big) == set(small) == {"trn1.32xlarge", "p5.48xlarge"}
for c in big:
    b, s = big[c], small[c]
    units = float(b["units_rented"]); h = float(b["usd_per_hour"]); bill = float(b["monthly_bill_usd"])
    f_ratio = float(b["fluid_systems"]) / float(s["fluid_systems"])
    good = (math.isfinite(bill) and abs(bill - units * h * 729.6) <= 1e-9 * bill and abs(f_ratio - 1e9) <= 1e-6 * 1e9
            and abs(units - float(b["fluid_systems"]) / 0.6) <= 1 + 1e-6 * units and float(b["usd_per_hour"]) == float(s["usd_per_hour"]))
    print(c, "units", units, "bill", bill, "fluid ratio", f_ratio, "ok" if good else "MISMATCH"); ok &= good
print("check ok" if ok else "CHECK FAILED: see above")
P
