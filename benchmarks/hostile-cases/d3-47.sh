# what: models.csv: llama-3.1-8b's head_dim written 0 (a zero-width head in the dataset's own model table); then estimate of an 8B scenario
# expect-rc: 1
# expect: models.csv
# expect: head_dim
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="").read()
old="llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,128,128256,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,0,128256,",1))
PY
printf 'data_dir: d\nmodel: llama-3.1-8b\n' > s.yaml
"$TR" estimate s.yaml
