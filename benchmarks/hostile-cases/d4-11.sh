# what: efficiency.csv: an NVIDIA training mfu row's source_id misspelt 'llama3-herd-papr' (dangling foreign key)
# expect-rc: 1
# expect: efficiency.csv
# expect: llama3-herd-papr
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
old='mfu,bf16,0.43,fraction,llama3-herd-paper,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'mfu,bf16,0.43,fraction,llama3-herd-papr,',1))
PY
"$TR" validate d
