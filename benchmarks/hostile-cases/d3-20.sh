# what: checks.yaml: chip-memory-bandwidth's max written as text with a unit ("30 TB/s") and trainium2's bandwidth slipped to 2900 TB/s
# expect-rc: 1
# expect: checks.yaml
# expect: max
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="  unit: TB/s\n  min: 0.01\n  max: 30\n"; assert old in t
open(p,"w").write(t.replace(old,'  unit: TB/s\n  min: 0.01\n  max: "30 TB/s"\n',1))
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_bandwidth,2.9,TB/s,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trainium2,memory_bandwidth,2900,TB/s,",1))
PY
"$TR" validate d
