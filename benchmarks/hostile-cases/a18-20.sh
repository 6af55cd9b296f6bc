# what: hand check of "h100-sxm:8@nebius" on gpu_cloud_list at 3.7e8 tokens/day: prices.csv has Nebius H100 at 3.85 per GPU-hour (2026-09-25, min_chips empty: any count), so USD/h = 30.8, a rental unit costs its chips x 3.85, usd_per_day = units x unit price x 24 and usd_per_m_tokens_billed = usd_per_day / 370
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: ["h100-sxm:8@nebius"], price_basis: gpu_cloud_list, tokens_per_day: 3.7e8}' --csv e.csv; echo rc=$?
"$PY" - <<'PY'
import csv, math
try:
    r = [r for r in csv.DictReader(open("e.csv")) if r["candidate"] == "h100-sxm:8@nebius"][0]
    f = lambda k: float(r[k])
    assert math.isclose(f("usd_per_hour"), 8 * 3.85, rel_tol=1e-9), ("usd_per_hour", r["usd_per_hour"])
    chips_unit = 8 / f("units_per_system")
    assert math.isclose(f("unit_usd_per_hour"), chips_unit * 3.85, rel_tol=1e-9), ("unit", r["unit_usd_per_hour"], chips_unit)
    assert f("units_rented") == int(f("units_rented")) and f("units_rented") >= 1, r["units_rented"]
    day = f("units_rented") * f("unit_usd_per_hour") * 24
    assert math.isclose(f("usd_per_day"), day, rel_tol=1e-9), ("usd_per_day", r["usd_per_day"], day)
    assert math.isclose(f("usd_per_m_tokens_billed"), day / 370, rel_tol=1e-9), ("billed", r["usd_per_m_tokens_billed"], day / 370)
    assert r["price_as_of"] == "2026-09-25", r["price_as_of"]
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
PY
