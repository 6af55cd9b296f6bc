# what: utilisation at its floor (mode 0.01 = MIN_UTILISATION, low 0.01, high 0.01) serving Llama 3.1 8B on "h100-sxm:8@nebius" at 1e8 tokens/day: legal (FIELDS: each from 0.01 to 1); busy share <= 0.01 and units whole, the bill = units x unit price x 24 per day
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: llama-3.1-8b, candidates: ["h100-sxm:8@nebius"], price_basis: gpu_cloud_list, tokens_per_day: 1.0e+8, utilisation: {low: 0.01, mode: 0.01, high: 0.01}}' --csv e.csv; echo rc=$?
"$PY" - <<'PY'
import csv, math
try:
    r = list(csv.DictReader(open("e.csv")))[0]
    f = lambda k: float(r[k])
    assert f("busy_share") <= 0.01 + 1e-12, ("busy", r["busy_share"])
    u = f("units_rented"); assert u == int(u), u
    assert math.isclose(f("usd_per_day"), u * f("unit_usd_per_hour") * 24, rel_tol=1e-9), r["usd_per_day"]
    assert math.isclose(f("usd_per_hour"), 8 * 3.85, rel_tol=1e-9), r["usd_per_hour"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
