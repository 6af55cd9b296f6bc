# what: measurements.csv: the first run's note holding a quoted line break (Alt-Enter in a spreadsheet)
# expect-rc: 1
# expect: measurements.csv
# expect: note
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old='same layers, heads, vocabulary); Batch run, Transformers NeuronX, line 2 of the table'; assert old in t, old
t=t.replace(old,'same layers, heads, vocabulary);\nBatch run, Transformers NeuronX, line 2 of the table',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
