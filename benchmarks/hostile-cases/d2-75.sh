# what: checks.yaml: chip-memory-bandwidth's where.entity_kind misspelt 'chips' (matches nothing) and trainium2's bandwidth slipped to 2900 TB/s: refusing the loosened check must not switch off the project's own checks; the slip in specs.csv line 65 must still be named
# expect-rc: 1
# expect: specs.csv
# expect: line 65
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="where: {metric: memory_bandwidth, entity_kind: chip}"
assert t.count(old)==1
open(p,"w").write(t.replace(old,"where: {metric: memory_bandwidth, entity_kind: chips}"))
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-7c165a3,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",2.9,",",2900,"),1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
