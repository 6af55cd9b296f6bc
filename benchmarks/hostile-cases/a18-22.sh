# what: hand check of "h100-sxm:8@lambda" serving Llama 3.1 8B at 6e9 tokens/day on gpu_cloud_list: Lambda's 8x rate 3.99 (min_chips 8) prices 8 GPUs at 31.92 USD/h and rents whole 8-GPU blocks (data/README min_chips), so unit_usd_per_hour = 31.92 and usd_per_day = units x 31.92 x 24; never the 1x rate 4.29 on 8 GPUs
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: llama-3.1-8b, candidates: ["h100-sxm:8@lambda"], price_basis: gpu_cloud_list, tokens_per_day: 6.0e+9}' --csv e.csv; echo rc=$?
"$PY" - <<'PY'
import csv, math
try:
    r = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] == "h100-sxm:8@lambda"][0]
    f = lambda k: float(r[k])
    assert math.isclose(f("usd_per_hour"), 31.92, rel_tol=1e-9), r["usd_per_hour"]
    assert math.isclose(f("unit_usd_per_hour"), 31.92, rel_tol=1e-9), ("unit", r["unit_usd_per_hour"], r["rental_unit"])
    u = f("units_rented")
    assert u == int(u) and u >= 1, u
    assert math.isclose(f("usd_per_day"), u * 31.92 * 24, rel_tol=1e-9), (r["usd_per_day"], u)
    assert math.isclose(f("usd_per_m_tokens_billed"), u * 31.92 * 24 / 6000, rel_tol=1e-9), r["usd_per_m_tokens_billed"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
PY
