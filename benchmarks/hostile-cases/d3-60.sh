# what: checks.yaml: chip-memory-capacity's unit changed from GB to TB/s (a bandwidth unit for a capacity check) and trainium2's memory slipped to 96000 GiB
# expect-rc: 1
# expect: checks.yaml
# expect: unit
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="  unit: GB\n  min: 1\n  max: 2000\n"; assert old in t
open(p,"w").write(t.replace(old,"  unit: TB/s\n  min: 1\n  max: 2000\n",1))
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_capacity,96,GiB,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trainium2,memory_capacity,96000,GiB,",1))
PY
"$TR" validate d
