# what: measurements.csv: the first run's entity_id set to the chip inferentia2 (a run on a bare chip, not a system with nodes)
# expect-rc: 1
# expect: measurements.csv
# expect: line 2
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="").read()
old="inf2-throughput-l2,inf2.48xlarge,1,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"inf2-throughput-l2,inferentia2,1,",1))
PY
"$TR" validate d
