# what: checks.yaml deleted from the data copy and trainium2's memory_bandwidth slipped to 2900 TB/s (specs.csv line 65): the project's own checks must still run and name the slip
# expect-rc: 1
# expect: specs.csv
# expect: line 65
cp -r "$PROJECT/data" d
rm d/checks.yaml
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,memory_bandwidth,2.9,TB/s,'; assert old in t, old
t=t.replace(old,'trainium2,memory_bandwidth,2900,TB/s,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
