# what: model command with --data-dir a copy of data/ whose models.csv llama-3.1-8b row has layers 0 (another file than the scenario: the dataset itself damaged): refused naming models.csv and layers, no division by zero traceback
# expect-rc: nonzero
# expect: models.csv
# expect: layers
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows=list(csv.DictReader(open("d/models.csv",newline="",encoding="utf-8")))
f=list(rows[0].keys())
for r in rows:
    if r["model_id"]=="llama-3.1-8b": r["layers"]="0"
w=csv.DictWriter(open("d/models.csv","w",newline="",encoding="utf-8"),fieldnames=f); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" model llama-3.1-8b --data-dir d 2>&1
