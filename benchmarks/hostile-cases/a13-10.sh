# what: hand check of p5.4xlarge on aws_capacity_block with regions [us-west-2] only (-p regions), serving Llama 3.1 8B: the price must be the newest us-west-2 capacity_block row of data/prices.csv (5.191, 2026-07-22; never the older 3.933 nor an on-demand 6.88), bill = units x 5.191 x 729.6, units = max(1, ceil(fluid / 0.6))
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -p regions '[us-west-2]' -p price_basis aws_capacity_block -y '{model: llama-3.1-8b, candidates: [p5.4xlarge, trn1.32xlarge]}'
export SPEC='[["p5.4xlarge","p5.4xlarge","aws","system",["capacity_block"],["us-west-2"],1,365]]'
"$PY" - <<'PYEOF'
import math, csv, datetime as dt, calendar, os, json, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
P = os.environ["PROJECT"]; today = dt.date.today(); H = 24 * 30.4
def last_day(s):
    if not s: return None
    if len(s) == 4: return dt.date(int(s), 12, 31)
    if len(s) == 7:
        y, m = map(int, s.split("-")); return dt.date(y, m, calendar.monthrange(y, m)[1])
    return dt.date.fromisoformat(s)
def pick(entity, provider, per, kinds, regions, chips, max_age):
    rows = [r for r in csv.DictReader(open(P + "/data/prices.csv")) if r["entity_id"] == entity and r["provider"] == provider and r["per"] == per and r["offer_kind"] in kinds]
    if regions is not None: rows = [r for r in rows if r["region"] in regions or r["region"] == ""]
    rows = [r for r in rows if chips % int(r["min_chips"] or 1) == 0]
    rows = [r for r in rows if last_day(r["as_of"]) and (today - last_day(r["as_of"])).days <= max_age]
    if not rows: return None
    newest = max(last_day(r["as_of"]) for r in rows)
    rows = [r for r in rows if last_day(r["as_of"]) == newest]
    return min(rows, key=lambda r: (float(r["usd_per_hour"]), r["region"] != "us-east-1"))
got = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
ok = True
for cand, entity, provider, per, kinds, regions, chips, max_age in json.loads(os.environ["SPEC"]):
    exp = pick(entity, provider, per, kinds, regions, chips, max_age)
    r = got.get(cand)
    if exp is None:
        if r is not None: ok = False; print("CHECK FAILED:", cand, "priced at", r["usd_per_hour"], "but no row qualifies")
        continue
    if r is None: ok = False; print("CHECK FAILED:", cand, "missing from the CSV; expected", exp["usd_per_hour"]); continue
    rate = float(exp["usd_per_hour"]); want_h = rate * (chips if per == "chip" else 1)
    block = int(exp["min_chips"] or 1)
    checks = [("usd_per_hour", float(r["usd_per_hour"]), want_h), ("price_as_of", r["price_as_of"], exp["as_of"])]
    U = float(os.environ.get("U", "0.6")); fluid = float(r["fluid_systems"]); cpr = int(r["chips_per_replica"]); rps = int(r["replicas_per_system"])
    if r["rental_unit"] == "system":
        units = max(1, math.ceil(fluid / U - 1e-9))
        checks.append(("units_rented", float(r["units_rented"]), float(units)))
        checks.append(("monthly_bill_usd", float(r["monthly_bill_usd"]), units * want_h * H))
    else:
        replicas = max(1, math.ceil(fluid * rps / U - 1e-9)); gpus = replicas * cpr
        if block > 1:
            units = math.ceil(gpus / block); gpus = units * block
        else:
            units = replicas
        checks.append(("units_rented", float(r["units_rented"]), float(units)))
        checks.append(("monthly_bill_usd", float(r["monthly_bill_usd"]), gpus * rate * H))
    if regions is not None and exp["region"]: checks.append(("price_region", r["price_region"], exp["region"]))
    for name, a, b in checks:
        same = abs(a - b) <= 1e-6 * max(1, abs(b)) if isinstance(b, float) else a == b
        print(cand, name, a, "expected", b, "ok" if same else "MISMATCH")
        ok &= same
print("check ok" if ok else "CHECK FAILED: see above")
PYEOF
