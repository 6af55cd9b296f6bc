# what: hand check of price_basis auto (the default) with candidates [trn2.48xlarge, p5.48xlarge]: trn2.48xlarge has no on-demand list price, so aws_on_demand has no current price on the Neuron side and auto must take the next like-for-like basis, aws_capacity_block (README); both priced at their newest current Capacity Block rows, the CSV's price_basis aws_capacity_block
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{candidates: [trn2.48xlarge, p5.48xlarge], price_basis: auto}'
export SPEC='[["trn2.48xlarge","trn2.48xlarge","aws","system",["capacity_block"],["us-east-1","us-east-2","us-west-2"],16,365],["p5.48xlarge","p5.48xlarge","aws","system",["capacity_block"],["us-east-1","us-east-2","us-west-2"],8,365]]'
"$PY" - <<'PYEOF'
import csv, datetime as dt, calendar, os, json, sys
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
    checks = [("usd_per_hour", float(r["usd_per_hour"]), want_h), ("price_as_of", r["price_as_of"], exp["as_of"])]
    if per == "system" or r["rental_unit"] == "system":
        checks.append(("monthly_bill_usd", float(r["monthly_bill_usd"]), float(r["units_rented"]) * want_h * H))
    else:
        checks.append(("monthly_bill_usd", float(r["monthly_bill_usd"]), float(r["units_rented"]) * int(r["chips_per_replica"]) * rate * H))
    if regions is not None and exp["region"]: checks.append(("price_region", r["price_region"], exp["region"]))
    for name, a, b in checks:
        same = abs(a - b) <= 1e-6 * max(1, abs(b)) if isinstance(b, float) else a == b
        print(cand, name, a, "expected", b, "ok" if same else "MISMATCH")
        ok &= same
print("check ok" if ok else "CHECK FAILED: see above")
b = {r["price_basis"] for r in got.values()}; print("basis", b); print("check ok" if b == {"aws_capacity_block"} else "CHECK FAILED: basis %s" % b)
PYEOF
