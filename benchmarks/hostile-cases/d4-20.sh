# what: models.csv: llama-3.1-8b with attention_heads 33 (8 KV heads cannot be shared by 33 query heads; 33 x 128 is not the 4096 width)
# expect-rc: 1
# expect: models.csv
# expect: attention_heads
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old='llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,128,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,33,8,128,',1))
PY
"$TR" validate d
