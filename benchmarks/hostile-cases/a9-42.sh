# what: hand check of "h200-sxm:8@packet" on gpu_cloud_list: Packet's only H200 row is 2.25 per GPU-hour dated "2026" (year-precise: data/README, the last day it can mean, 2026-12-31, so it counts as current), so 8 x 2.25 = 18.0 USD/h; never excluded as too old or dated in the future
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h200-sxm:8@packet"], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
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
    got = pick(sys.argv[1], "h200-sxm", "packet", {"neocloud_list"}, 8)
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h200-sxm:8@packet"]
    assert rows, "h200-sxm:8@packet not estimated"
    h = float(rows[0]["usd_per_hour"])
    assert abs(h - 8 * got[1]) < 1e-6, f"usd_per_hour {h} != 8 x {got[1]}"
    print("check ok", h, rows[0]["price_as_of"])
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
