# what: specs.csv: a second source for trainium2 memory_capacity of 96 TB (unit slip for GB) from a tier-6 source; validate must flag the unit slip even though the preferred value is fine
# expect-rc: 1
# expect: specs.csv
# expect: line 95
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trainium2,memory_capacity,96,GB,,,tengele-semianalysis-trn2,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"trainium2,memory_capacity,96,TB,,,tengele-semianalysis-trn2,",1))
PY
"$TR" validate d
