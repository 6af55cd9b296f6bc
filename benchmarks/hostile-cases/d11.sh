# what: prices.csv: one row with an eleventh field (a stray comma in the unquoted note)
# expect-rc: 1
# expect: prices.csv
# expect: line 2
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p = "d/prices.csv"; lines = open(p, newline="").read().split("\n")
lines[1] = lines[1] + ",extra"
open(p, "w", newline="").write("\n".join(lines))
PY
"$TR" validate d
