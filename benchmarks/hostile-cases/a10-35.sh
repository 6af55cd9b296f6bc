# what: hand check of p5.48xlarge on price_basis aws_capacity_block (regions us-east-1/us-east-2/us-west-2): the price must be the newest current capacity_block row of data/prices.csv in those regions (newest, then cheapest; README: prices older than price_max_age_days never enter), and the bill units x price x 729.6 h
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" -y '{candidates: [trn1, p5.48xlarge], price_basis: aws_capacity_block}' --csv out.csv || exit $?
"$PY" - "$PROJECT/data/prices.csv" <<'P'
import csv, sys, datetime, calendar
def excepthook(t, v, tb): print(f"CHECK FAILED: {t.__name__}: {v}"); sys.exit(0)
sys.excepthook = excepthook
today = datetime.date.today()
def last_day(s):
    p = s.split("-")
    if len(p) == 1: return datetime.date(int(p[0]), 12, 31)
    if len(p) == 2: return datetime.date(int(p[0]), int(p[1]), calendar.monthrange(int(p[0]), int(p[1]))[1])
    return datetime.date.fromisoformat(s)
rows = []
for r in csv.DictReader(open(sys.argv[1])):
    if r["entity_id"] == "p5.48xlarge" and r["provider"] == "aws" and r["pricing_model"] == "capacity_block" \
       and r["region"] in ("us-east-1", "us-east-2", "us-west-2") and r["per"] == "system" and r["as_of"]:
        d = last_day(r["as_of"])
        if 0 <= (today - d).days <= 365: rows.append((d, float(r["usd_per_hour"])))
rows.sort(key=lambda x: (-x[0].toordinal(), x[1]))
exp = rows[0][1]
g = [r for r in csv.DictReader(open("out.csv")) if r["name"] == "p5.48xlarge"]
assert g, "p5.48xlarge not in the table"
g = g[0]
print(f"expected USD/h {exp} ({rows[0][0]}), got {g['usd_per_hour']} ({g['price_as_of']})")
assert abs(float(g["usd_per_hour"]) - exp) < 1e-9, "USD/h differs"
bill = float(g["units_rented"]) * float(g["unit_usd_per_hour"]) * 729.6
assert abs(float(g["unit_usd_per_hour"]) - exp) < 1e-9, "unit price differs"
assert abs(float(g["monthly_bill_usd"]) - bill) < 1e-6 * bill, "bill differs"
print("check ok")
P
