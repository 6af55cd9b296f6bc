# what: sources.csv: neuron-inferentia-619d496's date_kind set to 'unknown' while its published date 2024-12-07 stays (unknown means published is empty)
# expect-rc: 1
# expect: sources.csv
# expect: date_kind
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old='2024-12-07,2026-10-31,commit,vendor-docs,1,GitHub source of awsdocs-neuron'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'2024-12-07,2026-10-31,unknown,vendor-docs,1,GitHub source of awsdocs-neuron',1))
PY
"$TR" validate d
