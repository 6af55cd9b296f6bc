# what: prices.csv: the p5.48xlarge us-east-1 on-demand row of 2026-08-26 re-dated 2026-02-29 (no 29 February in 2026)
# expect-rc: 1
# expect: prices.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old='system,55.04,2026-08-26,vantage-p5-299375b'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'system,55.04,2026-02-29,vantage-p5-299375b',1))
PY
"$TR" validate d
