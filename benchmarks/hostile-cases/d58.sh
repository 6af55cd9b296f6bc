# what: scenario: data_dir names a copy of data/ whose models.csv lacks llama-3.1-70b, the scenario's model (and the runs that cite it)
# expect-rc: 1
# expect: llama-3.1-70b
# expect: models.csv
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
grep -v '^llama-3.1-70b,' "$PROJECT/data/models.csv" > d/models.csv
"$PY" - <<'PY'
import csv
rows = list(csv.reader(open("d/measurements.csv", newline="")))
i = rows[0].index("model_id")
keep = [r for r in rows if len(r) <= i or r[i] != "llama-3.1-70b"]
csv.writer(open("d/measurements.csv", "w", newline=""), lineterminator="\n").writerows(keep)
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "data_dir: null" "data_dir: d"
"$TR" validate d && "$TR" estimate s.yaml
