# what: entities.csv: the instance trn2.48xlarge given fit_from trainium2 (fit_from is for chips only: a system borrowing a fit)
# expect-rc: 1
# expect: entities.csv
# expect: fit_from
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,trn2,2024-12-03,neuron-trn2-arch-latest,aiwiki-trainium2,,'; assert old in t, old
t=t.replace(old,'trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,trn2,2024-12-03,neuron-trn2-arch-latest,aiwiki-trainium2,trainium2,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
