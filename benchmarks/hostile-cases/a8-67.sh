# what: hand check of the smallest volume (tokens_per_day 2560: one 2048+512 request a day) serving Llama 3.1 8B on gpu_cloud_list: h100-sxm:8@lambda at the 8x rate (3.99, min_chips 8) rents one whole 8-GPU block: 8 x 3.99 x 729.6 = 23,288.83 USD a month; h100-sxm:1@lambda rents one GPU at the 1x rate: 4.29 x 729.6 = 3,129.98; h100-sxm:8@runpod (3.99 per GPU, no minimum) rents one 1-GPU replica: 3.99 x 729.6 = 2,911.10
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{model: llama-3.1-8b, tokens_per_day: 2560, price_basis: gpu_cloud_list, candidates: ["h100-sxm:8@lambda", "h100-sxm:1@lambda", "h100-sxm:8@runpod", trn1.32xlarge]}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    rows = {r["candidate"]: r for r in csv.DictReader(open("e.csv"))}
    want = {"h100-sxm:8@lambda": 8 * 3.99 * 729.6, "h100-sxm:1@lambda": 4.29 * 729.6}
    rp = rows["h100-sxm:8@runpod"]
    want["h100-sxm:8@runpod"] = int(float(rp["chips_per_replica"])) * 3.99 * 729.6
    for c, w in want.items():
        got = float(rows[c]["monthly_bill_usd"])
        assert abs(got - w) < 0.01, f"{c}: bill {got} != {w:.2f} (units {rows[c]['units_rented']}, unit {rows[c]['unit_usd_per_hour']}, replica {rows[c]['chips_per_replica']})"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
