# what: one quote anchored and reused by an alias for two candidates (price_overrides: {trn2.48xlarge: &q 24, "h100-sxm:8@lambda": *q}, quote_date 2026-11-20) on gpu_cloud_list: both plausible quotes (3 USD per H100-hour is over a quarter of Lambda's cheapest listed 2.99); both rows priced 24 USD/h as your quote dated 2026-11-20, bills units x 24 x 729.6 (quotes are per system: one unit per system)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
cat >> s.yaml <<'Y'
Y
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
t = t.replace("price_overrides: {}", 'price_overrides: {trn2.48xlarge: &q 24, "h100-sxm:8@lambda": *q}')
t = t.replace("quote_date: null", "quote_date: 2026-11-20")
t = t.replace("price_basis: auto", "price_basis: gpu_cloud_list")
t = t.replace("candidates: [inf2, trn1, trn2, p5, p5en, p6-b200, \"h100-sxm:8@lambda\", \"h100-sxm:8@runpod\"]", 'candidates: [trn2.48xlarge, "h100-sxm:8@lambda"]')
open("s.yaml", "w", encoding="utf-8").write(t)
PY
grep -n -E '^(candidates|price_overrides|quote_date|price_basis):' s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
    for c in ("trn2.48xlarge", "h100-sxm:8@lambda"):
        assert c in rows, f"{c} not estimated"
        r = rows[c]
        assert float(r["usd_per_hour"]) == 24.0, f"{c}: {r['usd_per_hour']}"
        assert r["price_as_of"] == "2026-11-20", f"{c}: dated {r['price_as_of']}"
        assert "quote" in r["offer_kind"] + r["pricing_model"], f"{c}: {r['offer_kind']}"
        units = float(r["units_rented"])
        bill = units * float(r["unit_usd_per_hour"]) * 729.6
        assert abs(bill - float(r["monthly_bill_usd"])) < 1e-6 * bill
        assert abs(float(r["unit_usd_per_hour"]) * float(r["units_per_system"]) - 24) < 1e-9
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
