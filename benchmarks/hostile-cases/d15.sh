# what: entities.csv: inferentia2's display name changed to 'AWS trainium2' (differs from trainium2's 'AWS Trainium2' only by case): two chips one label
# expect-rc: 1
# expect: entities.csv
# expect: name
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/entities.csv "inferentia2,AWS Inferentia2,chip," "inferentia2,AWS trainium2,chip,"
"$TR" validate d
