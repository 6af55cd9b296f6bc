# what: hand check of h100-sxm:12@lambda on gpu_cloud_list: 12 is no multiple of 8, so Lambda's 8x per-GPU rate (3.99, min_chips 8) may not price it (data/README min_chips); the newest rate that may is Lambda's 1x H100 at 4.29 (2026-09-25): 12 x 4.29 = 51.48 USD/h, never 12 x 3.99 = 47.88
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:12@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, precision: fp8}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    rows = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:12@lambda"]
    assert rows, "h100-sxm:12@lambda not estimated"
    h = float(rows[0]["usd_per_hour"])
    assert abs(h - 51.48) < 1e-6, f"usd_per_hour {h} != 12 x 4.29 = 51.48"
    print("check ok", h)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
