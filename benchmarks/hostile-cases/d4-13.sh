# what: subjects.csv: the chip_vs_system row for trn2.48xlarge re-pointed at the chip trainium2 (a chip where the notebook needs a system)
# expect-rc: 1
# expect: subjects.csv
# expect: trainium2
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="",encoding="utf-8").read()
old='chip_vs_system,trn2.48xlarge,,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'chip_vs_system,trainium2,,',1))
PY
"$TR" validate d
