# what: hand check of "h100-sxm:8@vast" on gpu_marketplace: Vast.ai's newest current marketplace H100 row is 6.1489 per GPU-hour (2026-10-07, min_chips empty) over the older 1.49/1.87 (2026-03): data/README newest date first, so 8 x 6.1489 = 49.1912 USD/h, dated 2026-10-07
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@vast"], price_basis: gpu_marketplace}' --csv e.csv; echo "rc=$?"
"$PY" - "$PROJECT" <<'PY'
import csv, datetime as dt, calendar, math, os, sys
def last_day(s):
    if len(s) == 4: return dt.date(int(s), 12, 31)
    if len(s) == 7:
        y, m = int(s[:4]), int(s[5:7]); return dt.date(y, m, calendar.monthrange(y, m)[1])
    return dt.date.fromisoformat(s)
def pick(project, entity, provider, kinds, n, max_age=365):
    today = dt.date.today()
    rows = []
    for r in csv.DictReader(open(os.path.join(project, "data", "prices.csv"), encoding="utf-8")):
        if r["entity_id"] != entity or r["provider"] != provider or r["offer_kind"] not in kinds or r["per"] != "chip":
            continue
        mc = int(r["min_chips"] or 1)
        if n % mc: continue
        if not r["as_of"]: continue
        if (today - last_day(r["as_of"])).days > max_age: continue
        rows.append((r["as_of"], float(r["usd_per_hour"]), mc, r))
    # newest (all day-precise here), then cheapest
    rows.sort(key=lambda t: (-last_day(t[0]).toordinal(), len(t[0]) != 10, t[1]))
    return rows[0] if rows else None
try:
    got = pick(sys.argv[1], "h100-sxm", "vast", {"marketplace"}, 8)
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@vast"][0]
    h = float(r["usd_per_hour"])
    assert abs(h - 8 * got[1]) < 1e-6, f"usd_per_hour {h} != 8 x {got[1]} ({got[0]})"
    assert r["price_as_of"] == got[0], f"dated {r['price_as_of']} != {got[0]}"
    bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 729.6
    assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill
    print("check ok", h)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
