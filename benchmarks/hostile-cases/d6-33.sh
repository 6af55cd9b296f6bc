# what: sources.csv grown to 51 MB by a hole of NUL bytes at its end (truncate -s 51M: past the 50,000,000-byte limit of one data file): refused quickly by size, naming sources.csv
# expect-rc: 1
# expect: sources.csv
# expect: 50,000,000
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
truncate -s 51M d/sources.csv
timeout 55 "$TR" validate d
