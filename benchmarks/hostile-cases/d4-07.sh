# what: models.csv: a second row 'Llama-3.1-8B' (the model_id of llama-3.1-8b in other case) with 80 layers
# expect-rc: 1
# expect: models.csv
# expect: Llama-3.1-8B
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; lines=open(p,newline="",encoding="utf-8").read().split("\n")
row=[l for l in lines if l.startswith("llama-3.1-8b,")][0]
new=row.replace("llama-3.1-8b,Llama 3.1 8B,8000000000,32,","Llama-3.1-8B,Llama 3.1 8B (copy),8000000000,80,",1); assert new!=row
open(p,"a",newline="",encoding="utf-8").write(new+"\n")
PY
"$TR" validate d
