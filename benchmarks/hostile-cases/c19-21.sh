# what: predict on the example 70B run moved to the trn2-ultraserver (64 Trainium2) with tp 256 (64 chips x 4 logical NeuronCores at LNC=2, data/README; a whole system as named): a legal run, predicted (rc 0), not refused
# expect-rc: 0
# expect: my-trn2-llama70b-l2
# expect: 1 run(s) predicted
# expect-not: Traceback
"$PY" - "$@" entity_id=trn2-ultraserver tp=256 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
