# what: build with a data copy whose subjects.csv lacks the rack_claim row notebook 02-generations needs: refused before any notebook runs, naming the file and the notebook
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
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "data_dir: null" "data_dir: d"
rep s.yaml "scenario: default" "scenario: hostile-d63"
"$TR" build s.yaml --out "$W/out" --figures "$W/fig" --no-pdf --quiet
