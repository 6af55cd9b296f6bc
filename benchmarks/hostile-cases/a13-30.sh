# what: training scenario whose training_chips (17) is no multiple of trn2.48xlarge's 16 chips (quoted 24 USD/h, dated 2026-11-20), with -y: FIELDS rounds up to whole systems; estimate either trains on 2 systems (32 chips) or refuses naming training_chips; the CSV must show systems 2, chips 32, usd_per_hour 48 (2 x 24) and cost_usd = 48 x 24 x days
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv -y '{workload: training, model: llama-3.1-8b, training_chips: 17, train_tokens: 1.0e+9, candidates: [trn2.48xlarge, p5.48xlarge], price_basis: aws_capacity_block, price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-11-20}' > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import csv, sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc != 0:
    print("check ok" if rc == 1 and "training_chips" in out else "CHECK FAILED: refusal must name training_chips"); sys.exit()
rows = {x["candidate"]: x for x in csv.DictReader(open("e.csv"))}
r = rows["trn2.48xlarge"]
systems, chips, h, cost, days = float(r["systems"]), float(r["chips"]), float(r["usd_per_hour"]), float(r["cost_usd"]), float(r["days"])
ok = systems == 2 and chips == 32 and abs(h - 48) < 1e-9 and abs(cost - 48 * 24 * days) <= 1e-6 * cost
print("systems", systems, "chips", chips, "usd_per_hour", h, "(expected 2, 32, 48)", "cost", cost, "expected", 48 * 24 * days)
print("check ok" if ok else "CHECK FAILED: see above")
P
