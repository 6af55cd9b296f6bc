# what: a quote older than the age limit: trn2.48xlarge quoted 24 USD/h with quote_date 2026-01-02 and price_max_age_days 300 (the quote is over 300 days old today) on aws_capacity_block: README, a quote is held to price_max_age_days; the quote must not be used: refused or trn2.48xlarge excluded, naming price_max_age_days (or quote_date); never priced at 24
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p price_max_age_days 300 -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_basis: aws_capacity_block, price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-01-02}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, os, sys, datetime as d
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
assert (d.date.today() - d.date(2026, 1, 2)).days > 300, "the case's premise (today is over 300 days after 2026-01-02)"
rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))} if os.path.exists("e.csv") and rc == 0 else {}
used = "trn2.48xlarge" in rows and abs(float(rows["trn2.48xlarge"]["usd_per_hour"]) - 24) < 1e-9
named = any(("price_max_age_days" in l or "quote_date" in l) for l in out.splitlines())
ok = rc in (0, 1) and not used and named
print("check ok" if ok else f"CHECK FAILED: rc {rc}, quote used {used}, age key named {named}")
P
