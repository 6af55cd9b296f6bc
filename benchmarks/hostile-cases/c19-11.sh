# what: predict on the example run whose model_id is llama-3.1-8b while model_name says Llama-3.3-70B (a model_id pasted from another row: the name states 70B, the shape 8B): named, runs.csv, line 2 and model_name; never fitted silently as an 8B run
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: model_name
# expect-not: Traceback
"$PY" - "$@" model_id=llama-3.1-8b <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
