# what: subjects.csv: the chip_vs_system row for trn2.48xlarge repeated with another 'why' (a duplicate subject: the notebook would show the instance twice)
# expect-rc: 1
# expect: subjects.csv
# expect: trn2.48xlarge
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="").read()
if not t.endswith("\n"): t+="\n"
open(p,"w",newline="").write(t+"chip_vs_system,trn2.48xlarge,,notebooks/01-dataset.ipynb,again\n")
PY
"$TR" validate d
