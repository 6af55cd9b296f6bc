# what: estimate on a data copy whose p5.48xlarge us-east-1 on-demand price of 2026-08-26 is the per-GPU figure 6.88 entered per system
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old='system,55.04,2026-08-26,vantage-p5-299375b'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'system,6.88,2026-08-26,vantage-p5-299375b',1))
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p data_dir "$W/d"
