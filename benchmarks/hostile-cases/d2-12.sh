# what: sources.csv: a press source (tomshardware-trn2-exaflops, kind press) given tier 1 (tiers for press are 4)
# expect-rc: 1
# expect: sources.csv
# expect: tier
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old="2024-12,2026-10-31,inferred,press,4,\"re:Invent 2024"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace("press,4,","press,1,"),1))
PY
"$TR" validate d
