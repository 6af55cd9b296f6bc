# what: predict on the example 70B bf16 run moved to trn2.3xlarge (ONE Trainium2, 96 GiB = 103 GB) with tp 4: 141 GB of weights (70.55 B x 2 B by hand) cannot be held, an impossible run: not predicted, naming runs.csv, line 2 and entity_id (memory)
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: entity_id
# expect-not: Traceback
"$PY" - "$@" entity_id=trn2.3xlarge tp=4 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
