# what: checks.yaml (folder copy): 'whole: false' on the vcpus check (a loosening: whole is not a bound to move outward) while trn2.48xlarge's vcpus (specs.csv line 349) is 192.5: refused (naming checks.yaml or specs.csv line 349), never OK
# expect-rc: 1
# expect-not: OK:
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
s=open('d/checks.yaml').read()
i=s.index('- id: vcpus'); j=s.index('whole: true',i)
open('d/checks.yaml','w').write(s[:j]+'whole: false'+s[j+11:])
PY
setcell d/specs.csv 349 value 192.5
timeout 55 "$TR" validate d
