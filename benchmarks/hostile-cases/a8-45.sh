# what: price_overrides quote for a system whose count is no multiple of the 8x rate ("h100-sxm:12@lambda": 47.88 = 12 x 3.99, the 8x per-GPU rate applied to 12) dated 2026-11-20: a quote is the offer you hold and stands on every basis (pricing.hourly_price), so it is used as your quote at 47.88, not replaced by 12 x 4.29
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:12@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, precision: fp8, price_overrides: {"h100-sxm:12@lambda": 47.88}, quote_date: 2026-11-20}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:12@lambda"][0]
    assert abs(float(r["usd_per_hour"]) - 47.88) < 1e-9 and "quote" in r["offer_kind"], (r["usd_per_hour"], r["offer_kind"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
