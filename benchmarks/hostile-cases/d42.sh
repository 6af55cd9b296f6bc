# what: datapackage.json: a second 'resources' key (an empty list) after the real one (JSON duplicate key: a plain parser keeps the last)
# expect-rc: 1
# expect: datapackage.json
# expect: resources
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
p = "d/datapackage.json"; t = open(p).read().rstrip()
assert t.endswith("}")
open(p, "w").write(t[:-1].rstrip() + ',\n  "resources": []\n}\n')
PY
"$TR" validate d
