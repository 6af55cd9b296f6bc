# what: claims.csv: claim trn2-hbm-1.5tb re-cited to source_id 'tomshardware-trn2-exaflop' (one letter short: a dangling foreign key)
# expect-rc: 1
# expect: claims.csv
# expect: source_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="").read()
old="trn2-hbm-1.5tb,tomshardware-trn2-exaflops,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trn2-hbm-1.5tb,tomshardware-trn2-exaflop,",1))
PY
"$TR" validate d
