# what: checks.yaml (folder copy): cores-times-per-core's bounds crossed, min 1.4 and max 0.6 (each moved inward, together an empty range that fails every chip): refused naming checks.yaml and the check's field (first written to expect the id cores-times-per-core; the project names it by position, check 9.max: see report)
# expect-rc: 1
# expect: checks.yaml
# expect: max
# expect-not: OK:
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
s=open('d/checks.yaml').read()
i=s.index('id: cores-times-per-core'); j=s.index('min: 0.5',i)
s=s[:j]+'min: 1.4'+s[j+8:]
j=s.index('max: 1.5',i)
open('d/checks.yaml','w').write(s[:j]+'max: 0.6'+s[j+8:])
PY
timeout 55 "$TR" validate d
