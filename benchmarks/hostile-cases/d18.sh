# what: the UltraServer trn2-ultraserver removed from every table (entities, specs, claims, subjects): the notebooks' rack baseline is gone
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
for f in entities specs claims subjects; do grep -v 'trn2-ultraserver' "$PROJECT/data/$f.csv" > "d/$f.csv"; done
"$TR" validate d
