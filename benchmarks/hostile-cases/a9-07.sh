# what: hand check of "b200:8@lambda" on gpu_cloud_list (efficiency_overrides so it can be modelled): the newest current Lambda B200 rate is the 1x rate 6.99 (2026-09-25), newer than the 8x rate 6.69 (2026-09-20, min_chips 8); data/README: newest date, then cheapest, so 8 x 6.99 = 55.92 USD/h, and the bill = units x unit price x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "b200:8@lambda"], price_basis: gpu_cloud_list, efficiency_overrides: {"b200:8@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
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
    got = pick(sys.argv[1], "b200", "lambda", {"neocloud_list"}, 8)
    assert got, "no row"
    want = 8 * got[1]
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "b200:8@lambda"]
    assert rows, "b200:8@lambda not estimated"
    r = rows[0]
    h = float(r["usd_per_hour"])
    assert abs(h - want) < 1e-6, f"usd_per_hour {h} != 8 x {got[1]} = {want}"
    bill = float(r["units_rented"]) * float(r["unit_usd_per_hour"]) * 24 * 30.4
    assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill, f"bill {r['monthly_bill_usd']} != {bill}"
    assert abs(float(r["unit_usd_per_hour"]) * float(r["units_per_system"]) - h) < 1e-6, "unit price x units/system != system price"
    print("check ok", h, r["price_as_of"])
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
