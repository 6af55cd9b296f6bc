# what: specs.csv: trn2.48xlarge memory_capacity 1536 given in GB instead of GiB (line 351: 1,536 GB vs its 16 chips' 16 x 96 GiB = 1,649 GB, 7% short)
# expect-rc: 1
# expect: specs.csv
# expect: 351
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,memory_capacity,1536,GiB,'; assert old in t, old
t=t.replace(old,'trn2.48xlarge,memory_capacity,1536,GB,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
