# what: checks.yaml (folder copy): cores-times-per-core's max moved inward 1.5 -> 0.9 (allowed: data/README a folder tightens bounds): trainium2's 8 x 158 = 1264 FP8 vs 1299 (0.97x) now fails: rc 1 naming cores-times-per-core, specs.csv and trainium2
# expect-rc: 1
# expect: cores-times-per-core
# expect: specs.csv
# expect: trainium2
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
"$PY" - <<'PY'
s=open('d/checks.yaml').read()
i=s.index('id: cores-times-per-core'); j=s.index('max: 1.5',i)
open('d/checks.yaml','w').write(s[:j]+'max: 0.9'+s[j+8:])
PY
timeout 55 "$TR" validate d
