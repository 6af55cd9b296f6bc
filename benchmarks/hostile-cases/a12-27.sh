# what: hand check of training on "h100-sxm:8@cudo" (gpu_cloud_list, Cudo's only H100 rate 1.8 per GPU-hour, dated 2026-03, min_chips empty) with training_chips 12 for Llama 3.1 70B: the model's training state needs more than 12 chips, so it trains on whole 8-GPU systems (FIELDS: rounded up to whole systems): systems x 8 chips, USD/h = chips x 1.8, cost = USD/h x 24 x days
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv t.csv -y '{workload: training, candidates: ["h100-sxm:8@cudo", trn1.32xlarge], training_chips: 12, price_basis: gpu_cloud_list}'
"$PY" - <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
r = {r["candidate"]: r for r in csv.DictReader(open("t.csv"))}["h100-sxm:8@cudo"]
chips, systems, need = int(r["chips"]), int(r["systems"]), int(r["min_chips_to_fit"])
h, cost, days = float(r["usd_per_hour"]), float(r["cost_usd"]), float(r["days"])
checks = [("chips = systems x 8", chips == systems * 8), ("whole systems, fewest that hold it", chips >= max(12, need) and chips - 8 < max(12, need)),
          ("USD/h = chips x 1.8", abs(h - chips * 1.8) < 1e-9), ("cost = USD/h x 24 x days", abs(cost - h * 24 * days) < 1e-6 * cost),
          ("dated 2026-03", r["price_as_of"] == "2026-03")]
for name, good in checks: print(name, "ok" if good else "MISMATCH", r["chips"], r["systems"], r["usd_per_hour"], r["cost_usd"], r["days"])
print("check ok" if all(g for _, g in checks) else "CHECK FAILED: see above")
P
