# what: claims.csv: trn1-peak-3.4pf-bf16's accessed date written 2026/10/31 (slashes, not ISO)
# expect-rc: 1
# expect: claims.csv
# expect: accessed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old='absolute,up to,system,bf16,,PFLOPS,2022-10,2026-10-31'; assert old in t, old
t=t.replace(old,'absolute,up to,system,bf16,,PFLOPS,2022-10,2026/10/31',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
