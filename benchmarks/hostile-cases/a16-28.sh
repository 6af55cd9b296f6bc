# what: hand check of a legal quote for "h100-sxm:8@lambda" of 33.5 USD/h dated 2026-11-20 on gpu_cloud_list (README: a quote is USD per hour for the whole system and is shown as "your quote"): USD/h must be 33.5 with pricing_model quote and price_as_of 2026-11-20
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["h100-sxm:8@lambda"]' -p price_basis gpu_cloud_list -y '{price_overrides: {"h100-sxm:8@lambda": 33.5}, quote_date: 2026-11-20}' --csv e.csv
"$PY" - <<'P'
import csv
try:
    e=[x for x in csv.DictReader(open("e.csv")) if x["candidate"]=="h100-sxm:8@lambda"][0]
    assert abs(float(e["usd_per_hour"])-33.5)<1e-9, e["usd_per_hour"]
    assert e["pricing_model"]=="quote", e["pricing_model"]
    assert e["price_as_of"]=="2026-11-20", e["price_as_of"]
    print("check ok")
except Exception as ex:
    print("CHECK FAILED:", repr(ex))
P
