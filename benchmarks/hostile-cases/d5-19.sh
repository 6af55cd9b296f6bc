# what: subjects.csv: the rack_claim row re-pointed at trn1-peak-3.4pf-bf16 (an absolute PFLOPS claim on trn1, not the trn3-vs-trn2 rack ratio notebook 02 reads)
# expect-rc: 1
# expect: subjects.csv
# expect: claim_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/subjects.csv"; t=open(p,newline="",encoding="utf-8").read()
old='rack_claim,,trn3-ultraserver-vs-trn2-compute-4.4x,'; assert old in t, old
t=t.replace(old,'rack_claim,,trn1-peak-3.4pf-bf16,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
