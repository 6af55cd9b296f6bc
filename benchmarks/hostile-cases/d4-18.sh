# what: checks.yaml: the list of checks wrapped in a top-level mapping ({checks: [...]}) instead of a list
# expect-rc: 1
# expect: checks.yaml
# expect: list
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
body="\n".join("  "+l if l.strip() and not l.startswith("#") else l for l in t.split("\n"))
open(p,"w").write("checks:\n"+body)
PY
"$TR" validate d
