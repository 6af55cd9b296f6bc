# what: subjects.csv: the chip_vs_system row for trn1.32xlarge given role 'chip_vs_sytem' (a misspelt role the notebook never reads)
# expect-rc: 1
# expect: subjects.csv
# expect: role
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="").read()
old="chip_vs_system,trn1.32xlarge,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"chip_vs_sytem,trn1.32xlarge,",1))
PY
"$TR" validate d
