# what: checks.yaml: chip-memory-bandwidth demoted to severity warning and trainium2's bandwidth slipped to 2900 TB/s (specs.csv line 65): refusing the loosened check is right, but the slip itself must still be named
# expect-rc: 1
# expect: specs.csv
# expect: memory_bandwidth
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='- id: chip-memory-bandwidth\n  severity: error\n'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'- id: chip-memory-bandwidth\n  severity: warning\n',1))
PY
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,memory_bandwidth,2.9,TB/s,,,neuron'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,memory_bandwidth,2900,TB/s,,,neuron',1))
PY
"$TR" validate d
