# what: models.csv: llama-3.1-8b with layers 3200 (its shape then holds ~700B parameters against parameters_nominal 8e9); estimate of an 8B scenario
# expect-rc: 1
# expect: models.csv
# expect: layers
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old="llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"llama-3.1-8b,Llama 3.1 8B,8000000000,3200,4096,",1))
PY
[ $? = 0 ] || exit 99
printf 'data_dir: d\nmodel: llama-3.1-8b\n' > s.yaml
"$TR" estimate s.yaml
