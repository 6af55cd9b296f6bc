# what: hand check of a100-80gb:16@lambda on gpu_cloud_list with efficiency_overrides (bandwidth_efficiency 0.6, step_overhead_ms 5, prefill_mfu 0.4): 16 x 2.79 = 44.64 USD/h (the 8x rate, min_chips 8), bill in blocks of a multiple of 8 GPUs: units x (44.64 / units_per_system) x 729.6, units_per_system 16 / lcm(replica, 8)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["a100-80gb:16@lambda", trn1.32xlarge], price_basis: gpu_cloud_list, efficiency_overrides: {"a100-80gb:16@lambda": {bandwidth_efficiency: 0.6, step_overhead_ms: 5, prefill_mfu: 0.4}}}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    r = [x for x in csv.DictReader(open("e.csv")) if x["candidate"] == "a100-80gb:16@lambda"][0]
    h = float(r["usd_per_hour"]); rep = int(float(r["chips_per_replica"])); ups = int(float(r["units_per_system"]))
    assert abs(h - 44.64) < 1e-6, f"usd_per_hour {h}"
    block = math.lcm(rep, 8)
    assert ups == (16 // block if 16 % block == 0 else 1), f"units_per_system {ups}, replica {rep}"
    u = float(r["units_rented"])
    assert abs(float(r["monthly_bill_usd"]) - u * 44.64 / ups * 729.6) < 0.01, r["monthly_bill_usd"]
    assert abs(float(r["bandwidth_efficiency"]) - 0.6) < 1e-12
    print("check ok", rep, ups, u)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
