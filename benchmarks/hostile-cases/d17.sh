# what: subjects.csv: the rack_claim row (used_by notebooks/02-generations.ipynb) deleted; validate must name the notebook
# expect-rc: 1
# expect: subjects.csv
# expect: 02-generations
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
grep -v '^rack_claim,' "$PROJECT/data/subjects.csv" > d/subjects.csv
"$TR" validate d
