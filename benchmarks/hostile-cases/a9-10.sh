# what: hand check of "h100-sxm:8@runpod" on gpu_cloud_list (RunPod secure cloud, neocloud_list): the newest row is 3.99 per GPU-hour (2026-11-09, min_chips empty: any count) over 3.49 (2026-09-25), so 31.92 USD/h; a per-chip rate with no block rents replicas: units x (31.92 / units_per_system) x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@runpod"], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
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
    got = pick(sys.argv[1], "h100-sxm", "runpod", {"neocloud_list"}, 8)
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@runpod"][0]
    h = float(r["usd_per_hour"]); per = int(float(r["units_per_system"])); units = float(r["units_rented"])
    assert abs(h - 8 * got[1]) < 1e-6, f"usd_per_hour {h} != 8 x {got[1]} ({got[0]})"
    assert r["price_as_of"] == got[0], f"dated {r['price_as_of']} != {got[0]}"
    cpr = int(r["chips_per_replica"])
    assert per == 8 // cpr, f"units_per_system {per} != 8 / chips_per_replica {cpr}"
    need = max(1, math.ceil(float(r["fluid_systems"]) * per / 0.6 - 1e-9))
    assert units == need, f"units_rented {units} != {need}"
    bill = units * h / per * 24 * 30.4
    assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill, f"bill {r['monthly_bill_usd']} != {bill}"
    print("check ok", h, per, units, bill)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
