# what: sources.csv: neuron-inferentia-619d496's published written as the month 2026-11, after its accessed day 2026-10-31 (a partial date in the future of the reading)
# expect-rc: 1
# expect: sources.csv
# expect: published
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old='git 619d49690a442a350940768d6b4dac53d57f8d1f,2024-12-07,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'git 619d49690a442a350940768d6b4dac53d57f8d1f,2026-11,',1))
PY
"$TR" validate d
