# what: subjects.csv: the rack_claim row re-pointed at claim inf1-vs-ec2-throughput-2.3x (an Inferentia throughput claim, not the trn3-vs-trn2 UltraServer compute claim notebooks/02-generations.ipynb audits)
# expect-rc: 1
# expect: subjects.csv
# expect: inf1-vs-ec2-throughput-2.3x
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="",encoding="utf-8").read()
old="rack_claim,,trn3-ultraserver-vs-trn2-compute-4.4x,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"rack_claim,,inf1-vs-ec2-throughput-2.3x,",1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
