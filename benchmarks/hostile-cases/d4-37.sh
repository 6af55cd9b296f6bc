# what: efficiency.csv: the first NVIDIA training mfu row's precision written 'BF16' (upper case)
# expect-rc: 1
# expect: efficiency.csv
# expect: precision
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
old='NVIDIA GPU,training,mfu,bf16,0.43,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'NVIDIA GPU,training,mfu,BF16,0.43,',1))
PY
"$TR" validate d
