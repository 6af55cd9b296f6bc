# what: models.csv: llama-3.1-8b with layers 32.5 (a fractional layer count)
# expect-rc: 1
# expect: models.csv
# expect: layers
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old="llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"llama-3.1-8b,Llama 3.1 8B,8000000000,32.5,4096,",1))
PY
"$TR" validate d
