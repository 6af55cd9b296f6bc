# what: hand check of "h200-sxm:16@nebius" on gpu_cloud_list (small-volume, Llama 3.1 8B): Nebius lists H200 at 4.5 per GPU-hour (2026-09-25, min_chips empty, so any count is priced): USD/h must be 16 x 4.5 = 72, and the bill units x unit price x 729.6 h (conventions HOURS_PER_MONTH)
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
timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" -y '{candidates: [trn1, "h200-sxm:16@nebius"], price_basis: gpu_cloud_list}' --csv out.csv || exit $?
"$PY" check.py out.csv "$PROJECT/data" "h200-sxm:16@nebius" h200-sxm nebius 16 neocloud_list
