# what: availability.csv: the first row repeated verbatim at the end (duplicate primary key)
# expect-rc: 1
# expect: availability.csv
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
p = "d/availability.csv"; t = open(p, newline="").read()
first = t.split("\n")[1]
open(p, "w", newline="").write(t.rstrip("\n") + "\n" + first + "\n")
PY
"$TR" validate d
