# what: availability.csv: a row for instance family 'trn9' (no entity has that family): dangling reference
# expect-rc: 1
# expect: availability.csv
# expect: trn9
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="",encoding="utf-8").read()
nl="\r\n" if "\r\n" in t else "\n"
if not t.endswith(nl): t+=nl
t+="trn9,aws,us-east-1,2025-11-30,2026-10-31,vantage-trn2-2f6d954,made up"+nl
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
