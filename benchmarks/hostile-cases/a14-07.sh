# what: regions naming one region twice (-p regions '[us-east-1, us-east-1]') for p5.48xlarge and trn1.32xlarge on aws_on_demand: either refused naming regions and us-east-1 (a repeat), or a correct result, every price and bill equal to the run with [us-east-1]
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p regions '[us-east-1, us-east-1]' -y '{candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_on_demand}' --csv twice.csv > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 1 ]; then grep -q "regions" out.txt && grep -q us-east-1 out.txt && echo "check ok" || echo "CHECK FAILED: refusal names no regions"; exit 0; fi
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p regions '[us-east-1]' -y '{candidates: [trn1.32xlarge, p5.48xlarge], price_basis: aws_on_demand}' --csv once.csv > /dev/null 2>&1
"$PY" - <<'PYEOF'
import csv, sys
sys.excepthook = lambda t, v, tb: (print("CHECK FAILED:", t.__name__, v), sys.exit(1))
a = {r["candidate"]: r for r in csv.DictReader(open("twice.csv"))}
b = {r["candidate"]: r for r in csv.DictReader(open("once.csv"))}
assert a.keys() == b.keys() and a, (a.keys(), b.keys())
for k in a:
    for col in ("usd_per_hour", "monthly_bill_usd", "price_region", "price_as_of"):
        assert a[k][col] == b[k][col], (k, col, a[k][col], b[k][col])
print("check ok")
PYEOF
