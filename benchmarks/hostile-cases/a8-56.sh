# what: hand check of "h100-sxm:8@runpod" on gpu_marketplace: RunPod's newest marketplace H100 row is 2.69 USD per GPU-hour (2026-11-09, community cloud, min_chips empty: any count), so 8 x 2.69 = 21.52 USD/h; RunPod rents by the GPU, so the bill rents replicas: units_per_system = 8 / chips_per_replica, bill = units x 21.52 / units_per_system x 729.6
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@runpod", trn1.32xlarge], price_basis: gpu_marketplace}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, os
try:
    rows = [r for r in csv.DictReader(open(os.environ["PROJECT"] + "/data/prices.csv")) if r["entity_id"] == "h100-sxm"
            and r["provider"] == "runpod" and r["offer_kind"] == "marketplace" and len(r["as_of"]) == 10 and not r["min_chips"]]
    newest = max(r["as_of"] for r in rows); rate = min(float(r["usd_per_hour"]) for r in rows if r["as_of"] == newest)
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "h100-sxm:8@runpod"][0]
    h = float(r["usd_per_hour"]); rep = int(float(r["chips_per_replica"])); ups = int(float(r["units_per_system"])); u = float(r["units_rented"])
    assert abs(h - 8 * rate) < 1e-9, f"usd_per_hour {h} != 8 x {rate}"
    assert ups == 8 // rep, f"units_per_system {ups}, replica {rep}"
    assert abs(float(r["monthly_bill_usd"]) - u * h / ups * 729.6) < 0.01, r["monthly_bill_usd"]
    print("check ok", rate, rep, ups, u)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
