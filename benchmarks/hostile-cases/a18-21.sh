# what: utilisation {low: 0.2, mode: 0.35, high: 0.5} (scenario comment: the highest average load per rented system): every priced row's busy share must be <= 0.35 and its rented units must carry the volume at that load, incl. 8-GPU blocks at Lambda (h100-sxm:16@lambda) and a replica-rented GPU (h100-sxm:8@nebius)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [p5, "h100-sxm:16@lambda", "h100-sxm:8@nebius"], price_basis: gpu_cloud_list, utilisation: {low: 0.2, mode: 0.35, high: 0.5}, tokens_per_day: 2.3e9}' --csv e.csv; echo rc=$?
"$PY" - <<'PY'
import csv
try:
    rows = list(csv.DictReader(open("e.csv")))
    assert len(rows) >= 2, f"{len(rows)} rows"
    for r in rows:
        b = float(r["busy_share"])
        assert 0 < b <= 0.35 + 1e-9, (r["candidate"], "busy", b)
        assert float(r["units_rented"]) == int(float(r["units_rented"])), (r["candidate"], r["units_rented"])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", e)
PY
