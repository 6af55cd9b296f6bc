# what: a quote in exponent form without a sign (-p price_overrides '{trn2.48xlarge: 2.4e1}'; YAML 1.1 reads 2.4e1 as text, as the help's own -p tokens_per_day 2e9): either read as the number 24 (trn2.48xlarge priced 24 as your quote) or refused naming price_overrides and trn2.48xlarge, without claiming the number was written in quotes
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p price_overrides '{trn2.48xlarge: 2.4e1}' -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_basis: aws_capacity_block, quote_date: 2026-11-20}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc == 0:
    r = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}.get("trn2.48xlarge")
    ok = r is not None and abs(float(r["usd_per_hour"]) - 24) < 1e-9
    print("check ok" if ok else f"CHECK FAILED: trn2.48xlarge {r and r['usd_per_hour']}")
else:
    bad = "without quotes" in out or "in quotes" in out
    ok = rc == 1 and "price_overrides" in out and "trn2.48xlarge" in out and not bad
    print("check ok" if ok else f"CHECK FAILED: refusal (rc {rc}) does not name price_overrides/trn2.48xlarge or claims quotes ({bad})")
P
