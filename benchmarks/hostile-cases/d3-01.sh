# what: specs.csv: trainium2 memory_capacity written "9_6" (a Python digit-group underscore; float() silently reads 96)
# expect-rc: 1
# expect: specs.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_capacity,96,GiB,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trainium2,memory_capacity,9_6,GiB,",1))
PY
"$TR" validate d
