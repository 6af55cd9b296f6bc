# what: entities.csv: a new instance 'TRN2.48xlarge' (differs from trn2.48xlarge only by case) of 8 trainium2 chips
# expect-rc: 1
# expect: entities.csv
# expect: TRN2.48xlarge
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
assert t.endswith("\n")
open(p,"w",newline="",encoding="utf-8").write(t+'TRN2.48xlarge,TRN2 48xlarge half,instance,AWS,Trainium,2,trainium2,8,trn2,2024-12-03,neuron-trn2-arch-latest,aiwiki-trainium2,,'+"\n")
PY
"$TR" validate d
