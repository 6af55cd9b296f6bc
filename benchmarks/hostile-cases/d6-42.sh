# what: datapackage.json with a trailing comma after the last resource (a hand edit in JSON5 style): refused naming datapackage.json and the line
# expect-rc: 1
# expect: datapackage.json
# expect: line
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
p="d/datapackage.json"; t=open(p,encoding="utf-8").read()
i=t.rstrip().rfind("]")          # the end of resources
j=t.rfind("}",0,i)               # the last resource's closing brace
t=t[:j+1]+","+t[j+1:]
open(p,"w",encoding="utf-8").write(t)
PY
"$TR" validate d
