# what: models.csv: llama-3.1-8b with kv_heads 0 (no KV heads: attention with no keys or values); estimate of an 8B scenario on that data
# expect-rc: 1
# expect: models.csv
# expect: kv_heads
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old="llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,128,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,0,128,",1))
PY
printf 'data_dir: d\nmodel: llama-3.1-8b\n' > s.yaml
"$TR" estimate s.yaml
