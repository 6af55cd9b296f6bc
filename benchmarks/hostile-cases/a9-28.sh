# what: hand check of training on "h100-sxm:24@lambda" (gpu_cloud_list) with training_chips 20: rounded up to whole systems (FIELDS), one 24-GPU system priced at Lambda's 8x rate (24 is a multiple of min_chips 8): 24 x 3.99 = 95.76 USD/h, cost = days x 24 h x 95.76
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{workload: training, candidates: [trn1.32xlarge, "h100-sxm:24@lambda"], price_basis: gpu_cloud_list, training_chips: 20}' --csv t.csv; echo "rc=$?"
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
    got = pick(sys.argv[1], "h100-sxm", "lambda", {"neocloud_list"}, 24)
    r = [x for x in csv.DictReader(open("t.csv")) if x["candidate"] == "h100-sxm:24@lambda"][0]
    h = float(r["usd_per_hour"])
    assert int(r["systems"]) * 24 == int(r["chips"]), f"systems {r['systems']} x 24 != chips {r['chips']}"
    assert int(r["chips"]) >= max(20, int(r["min_chips_to_fit"])), f"chips {r['chips']} under what was asked"
    assert int(r["chips"]) - 24 < max(20, int(r["min_chips_to_fit"])), f"chips {r['chips']}: a whole system more than needed"
    assert abs(h - int(r["systems"]) * 24 * got[1]) < 1e-6, f"usd_per_hour {h} != systems x 24 x {got[1]}"
    cost = float(r["days"]) * 24 * h
    assert abs(cost - float(r["cost_usd"])) < 1e-6 * cost, f"cost {r['cost_usd']} != days x 24 x {h} = {cost}"
    print("check ok", h, r["systems"], r["chips"], cost)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
