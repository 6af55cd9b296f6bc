# what: subjects.csv: the rack_claim row's used_by names a notebook that does not exist (notebooks/99-nowhere.ipynb)
# expect-rc: 1
# expect: subjects.csv
# expect: used_by
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="").read()
old="rack_claim,,trn3-ultraserver-vs-trn2-compute-4.4x,notebooks/02-generations.ipynb,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"rack_claim,,trn3-ultraserver-vs-trn2-compute-4.4x,notebooks/99-nowhere.ipynb,",1))
PY
"$TR" validate d
