# what: entities.csv: trn2.48xlarge's instance_family written p5 (a Trainium instance filed under an NVIDIA family: candidates p5 would rent Trainium, trn2 would miss it)
# expect-rc: 1
# expect: entities.csv
# expect: instance_family
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,trn2,2024-12-03,neuron-trn2-arch-latest,aiwiki-trainium2,,'; assert old in t, old
t=t.replace(old,'trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,p5,2024-12-03,neuron-trn2-arch-latest,aiwiki-trainium2,,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
