# what: quote for the 16-GPU Lambda candidate ("h100-sxm:16@lambda": 63.84 = 16 x 3.99, plausible) dated 2026-11-20: used as your quote for the whole system (per system, README price_overrides: USD per hour), bill = units x 63.84 x 729.6 where units are whole quoted systems (a quote has no min_chips)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:16@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:16@lambda": 63.84}, quote_date: 2026-11-20}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:16@lambda"][0]
    assert abs(float(r["usd_per_hour"]) - 63.84) < 1e-9, r["usd_per_hour"]
    assert r["price_as_of"] == "2026-11-20", r["price_as_of"]
    assert "quote" in r["offer_kind"], r["offer_kind"]
    u = float(r["units_rented"]); uh = float(r["unit_usd_per_hour"])
    assert abs(float(r["monthly_bill_usd"]) - u * uh * 729.6) < 0.01
    assert abs(uh * float(r["units_per_system"]) - 63.84) < 1e-9
    print("check ok", r["rental_unit"], u, uh)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
