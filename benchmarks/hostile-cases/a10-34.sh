# what: hand check of "h100-sxm:12@nebius" on gpu_cloud_list: Nebius's H100 rate (3.85, 2026-09-25) has no min_chips, so 12 (no multiple of 8) is priced at it (data/README min_chips only restricts rates that carry it): USD/h 12 x 3.85 = 46.2, bill units x unit price x 729.6 h
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > check.py <<'P'
import csv, sys, math, datetime, calendar
def excepthook(t, v, tb): print(f"CHECK FAILED: {t.__name__}: {v}"); sys.exit(0)
sys.excepthook = excepthook
out_csv, data_dir, cand, chip, prov, n, kind = sys.argv[1:8]
n = int(n)
today = datetime.date.today()
def last_day(s):
    p = s.split("-")
    if len(p) == 1: return datetime.date(int(p[0]), 12, 31)
    if len(p) == 2: return datetime.date(int(p[0]), int(p[1]), calendar.monthrange(int(p[0]), int(p[1]))[1])
    return datetime.date.fromisoformat(s)
rows = []
for r in csv.DictReader(open(f"{data_dir}/prices.csv")):
    if r["entity_id"] != chip or r["provider"] != prov or r["per"] != "chip" or r["offer_kind"] != kind: continue
    if not r["as_of"]: continue
    d = last_day(r["as_of"])
    if (today - d).days > 365 or d > today: continue
    mc = int(r["min_chips"]) if r["min_chips"] else 1
    if n % mc: continue
    rows.append((d, float(r["usd_per_hour"]), mc))
rows.sort(key=lambda x: (-x[0].toordinal(), x[1]))
rate = rows[0][1]
got = [r for r in csv.DictReader(open(out_csv)) if r["candidate"] == cand]
assert got, f"{cand} not in the table"
g = got[0]
exp_h = n * rate
print(f"expected USD/h {exp_h:.4f} (rate {rate}), got {g['usd_per_hour']}")
assert abs(float(g["usd_per_hour"]) - exp_h) < 1e-6 * exp_h, "USD/h differs"
units = float(g["units_rented"]); unit = float(g["unit_usd_per_hour"])
assert units == int(units) and units >= 1, "units not whole"
if g["rental_unit"] == "system":
    assert abs(unit - exp_h) < 1e-6 * exp_h, "unit price is not the system's"
else:
    assert abs(unit - int(g["chips_per_replica"]) * rate) < 1e-6 * unit, "unit price is not chips per replica x rate"
bill = units * unit * 24 * 30.4
print(f"expected bill {bill:.2f}, got {g['monthly_bill_usd']}")
assert abs(float(g["monthly_bill_usd"]) - bill) < 1e-6 * bill, "bill differs"
print("check ok")
P
timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" -y '{candidates: [trn1, "h100-sxm:12@nebius"], price_basis: gpu_cloud_list}' --csv out.csv || exit $?
"$PY" check.py out.csv "$PROJECT/data" "h100-sxm:12@nebius" h100-sxm nebius 12 neocloud_list
