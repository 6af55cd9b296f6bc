# what: models.csv: llama-3.1-70b's layers written in full-width digits (\uff18\uff10), then estimate of the default scenario on that data
# expect-rc: 1
# expect: models.csv
# expect: layers
cp -r "$PROJECT/data" d
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old='llama-3.1-70b,Llama 3.1 70B,70000000000,80,'; assert old in t, old
t=t.replace(old,'llama-3.1-70b,Llama 3.1 70B,70000000000,８０,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml -p data_dir d
