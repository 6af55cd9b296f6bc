# what: subjects.csv: the chip_vs_system row for trn2.48xlarge renamed to 'trn9.48xlarge' (an entity no table has; used by notebooks/01-dataset.ipynb)
# expect-rc: 1
# expect: subjects.csv
# expect: trn9.48xlarge
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="",encoding="utf-8").read()
old="chip_vs_system,trn2.48xlarge,,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"chip_vs_system,trn9.48xlarge,,",1))
PY
"$TR" validate d
