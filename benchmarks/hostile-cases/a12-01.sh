# what: candidates name the family with an explicit provider ("trn2@aws": every trn2 size, scenario comment) and a quote is keyed by one size (trn2.48xlarge: 24 USD/h, dated 2026-11-20) on aws_capacity_block, with -y: the quote is for a system the family stands for; either applied (trn2.48xlarge at 24, your quote) or refused naming price_overrides and trn2.48xlarge; never dropped silently (trn2.48xlarge at its Capacity Block list price with no word)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{candidates: ["trn2@aws", p5.48xlarge], price_basis: aws_capacity_block, price_overrides: {trn2.48xlarge: 24.0}, quote_date: 2026-11-20}' > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, csv
out = open("out.txt").read(); rc = int(os.environ["RC"])
try:
    if rc == 1 and "price_overrides" in out and "trn2.48xlarge" in out:
        print("check ok (refused)")
    else:
        rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
        r = [r for c, r in rows.items() if r.get("name", c).startswith("trn2.48xlarge") or c.startswith("trn2.48xlarge")]
        assert r, "no trn2.48xlarge row: " + ", ".join(rows)
        r = r[0]
        assert abs(float(r["usd_per_hour"]) - 24.0) < 1e-9 and r["offer_kind"] == "your quote", (r["usd_per_hour"], r["offer_kind"])
        print("check ok (applied)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
