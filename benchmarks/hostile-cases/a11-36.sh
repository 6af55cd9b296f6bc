# what: candidates name "trn2.48xlarge@aws" (explicit provider) while the quote is keyed "trn2.48xlarge" (24 USD/h, dated 2026-11-20) on aws_on_demand: the same system; the quote is applied (usd_per_hour 24, offer quote) or refused naming price_overrides; never silently dropped for the list price
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn2.48xlarge@aws, p5.48xlarge], price_basis: aws_on_demand, price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-11-20}' --csv e.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; cat out.txt
"$PY" - <<'PY'
import csv, os
try:
    out = open("out.txt").read()
    rc = out.rsplit("rc=", 1)[1].strip()
    if rc != "0":
        assert "price_overrides" in out, "refused without naming price_overrides"
    else:
        rows = [r for r in csv.DictReader(open("e.csv")) if r["candidate"].startswith("trn2.48xlarge")]
        assert rows, "trn2.48xlarge not estimated"
        h = float(rows[0]["usd_per_hour"])
        assert abs(h - 24) < 1e-9 or any("price_overrides" in l for l in out.splitlines()), f"quote dropped silently: priced at {h} ({rows[0]['offer_kind']})"
    print("check ok rc", rc)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
