# what: hand check of "h100-sxm:8@nebius" and "h200-sxm:8@nebius" on gpu_cloud_list: Nebius lists 3.85 (H100) and 4.5 (H200) per GPU-hour (2026-09-25, min_chips empty), so 30.8 and 36.0 USD/h, each with its date 2026-09-25 and offer kind neocloud_list
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:8@nebius", "h200-sxm:8@nebius"], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
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
    rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
    for chip in ("h100-sxm", "h200-sxm"):
        c = f"{chip}:8@nebius"
        got = pick(sys.argv[1], chip, "nebius", {"neocloud_list"}, 8)
        assert c in rows, f"{c} not estimated"
        h = float(rows[c]["usd_per_hour"])
        assert abs(h - 8 * got[1]) < 1e-6, f"{c}: usd_per_hour {h} != 8 x {got[1]}"
        assert rows[c]["price_as_of"] == got[0], f"{c}: dated {rows[c]['price_as_of']} != {got[0]}"
        assert rows[c]["offer_kind"] == "neocloud_list", rows[c]["offer_kind"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
