# what: sources.csv: a source published (2026-12-01) after the day it was accessed (2026-10-31)
# expect-rc: 1
# expect: sources.csv
# expect: published
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/sources.csv ",git 619d49690a442a350940768d6b4dac53d57f8d1f,2024-12-07,2026-10-31," ",git 619d49690a442a350940768d6b4dac53d57f8d1f,2026-12-01,2026-10-31,"
"$TR" validate d
