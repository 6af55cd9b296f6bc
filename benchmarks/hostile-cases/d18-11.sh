# what: checks.yaml (folder copy): cores-times-per-core's min loosened 0.5 -> 0.01 (brief: a folder may only move bounds inward) while trainium3's fp32 compute_per_core (specs.csv line 125) is slipped to 2 (0.087x): the loosening refused or ignored, so rc 1 naming specs.csv line 125 or checks.yaml; never OK
# expect-rc: 1
# expect-not: OK:
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
import re
s=open('d/checks.yaml').read()
i=s.index('id: cores-times-per-core'); j=s.index('min: 0.5',i)
open('d/checks.yaml','w').write(s[:j]+'min: 0.01'+s[j+8:])
PY
grep -A7 'id: cores-times-per-core' d/checks.yaml
setcell d/specs.csv 125 value 2
timeout 55 "$TR" validate d
