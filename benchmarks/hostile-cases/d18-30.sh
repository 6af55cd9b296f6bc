# what: checks.yaml (folder copy): cores-times-per-core's min written .nan (YAML NaN: every comparison with it is false, so a naive 'inward' test lets it by and the check then passes everything) while trainium3's fp32 compute_per_core (specs.csv line 125) slipped to 2: refused naming checks.yaml, or the slip still named; never OK
# expect-rc: 1
# expect-not: OK:
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
s=open('d/checks.yaml').read()
i=s.index('id: cores-times-per-core'); j=s.index('min: 0.5',i)
open('d/checks.yaml','w').write(s[:j]+'min: .nan'+s[j+8:])
PY
setcell d/specs.csv 125 value 2
timeout 55 "$TR" validate d
