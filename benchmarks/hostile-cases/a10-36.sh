# what: hand check of a quote for p5.48xlarge of 50 USD/h dated 2026-11-20 on aws_on_demand (within README's bounds: over a tenth of the cheapest, under 10x the dearest, not near a per-chip price): used as your quote on every basis: USD/h 50, pricing model quote, bill units x 50 x 729.6 h
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/examples/small-volume.yaml" -y '{candidates: [trn1, p5.48xlarge], price_basis: aws_on_demand, price_overrides: {p5.48xlarge: 50}, quote_date: "2026-11-20"}' --csv out.csv || exit $?
"$PY" - <<'P'
import csv, sys
def excepthook(t, v, tb): print(f"CHECK FAILED: {t.__name__}: {v}"); sys.exit(0)
sys.excepthook = excepthook
g = [r for r in csv.DictReader(open("out.csv")) if r["name"] == "p5.48xlarge"]
assert g, "p5.48xlarge not in the table"
g = g[0]
print(g["usd_per_hour"], g["pricing_model"], g["offer_kind"], g["price_as_of"], g["units_rented"], g["monthly_bill_usd"])
assert float(g["usd_per_hour"]) == 50.0, "USD/h is not the quote"
assert "quote" in (g["pricing_model"] + g["offer_kind"]), "not shown as a quote"
assert g["price_as_of"].startswith("2026-11-20"), "quote date lost"
bill = float(g["units_rented"]) * 50 * 729.6
assert abs(float(g["monthly_bill_usd"]) - bill) < 1e-6 * bill, "bill differs"
print("check ok")
P
