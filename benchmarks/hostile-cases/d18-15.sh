# what: checks.yaml (folder copy): the cores-times-per-core check deleted (a loosening by omission) while trainium3's bf16 compute_per_core (specs.csv line 122, 79) slipped 10x to 7.9 (8 x 7.9 = 63 vs 671): the project's check still holds: rc 1 naming specs.csv and 122
# expect-rc: 1
# expect: specs.csv
# expect: 122
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
s=open('d/checks.yaml').read()
i=s.index('- id: cores-times-per-core'); j=s.index('- id: ',i+5)
open('d/checks.yaml','w').write(s[:i]+s[j:])
PY
setcell d/specs.csv 122 value 7.9
timeout 55 "$TR" validate d
