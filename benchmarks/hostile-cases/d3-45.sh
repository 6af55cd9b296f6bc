# what: entities.csv: p5.48xlarge's chips written 8.5 (half a GPU)
# expect-rc: 1
# expect: entities.csv
# expect: chips
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="").read()
old="p5.48xlarge,p5.48xlarge,instance,AWS,NVIDIA GPU,2,h100-sxm,8,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"p5.48xlarge,p5.48xlarge,instance,AWS,NVIDIA GPU,2,h100-sxm,8.5,",1))
PY
"$TR" validate d
