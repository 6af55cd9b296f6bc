# what: models.csv: llama-3.1-8b's row repeated at the end with layers 80 (a duplicate model_id with a conflicting shape)
# expect-rc: 1
# expect: models.csv
# expect: model_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="").read()
line=[l for l in t.splitlines(True) if l.startswith("llama-3.1-8b,")][0]
assert ",32,4096," in line
if not t.endswith("\n"): t+="\n"
open(p,"w",newline="").write(t+line.replace(",32,4096,",",80,4096,",1))
PY
"$TR" validate d
