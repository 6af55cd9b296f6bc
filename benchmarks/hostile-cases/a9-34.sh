# what: hand check of "h100-sxm:1024@lambda" (the most chips a candidate may have, conventions MAX_CHIPS; a multiple of 8) on gpu_cloud_list: 1,024 x 3.99 = 4,085.76 USD/h at the 8x rate, rented in units that are multiples of 8 GPUs; within 60 s
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, "h100-sxm:1024@lambda"], price_basis: gpu_cloud_list}' --csv e.csv; echo "rc=$?"
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
    got = pick(sys.argv[1], "h100-sxm", "lambda", {"neocloud_list"}, 1024)
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:1024@lambda"][0]
    h = float(r["usd_per_hour"]); per = int(float(r["units_per_system"])); units = float(r["units_rented"])
    assert abs(h - 1024 * got[1]) < 1e-6, f"usd_per_hour {h} != 1024 x {got[1]}"
    assert 1024 % per == 0 and (1024 // per) % got[2] == 0, f"unit of {1024/per} GPUs"
    bill = units * h / per * 24 * 30.4
    assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill, f"bill {r['monthly_bill_usd']} != {bill}"
    print("check ok", h, per, units)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
