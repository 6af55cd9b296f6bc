# what: specs.csv: trn2.48xlarge memory_bandwidth 46.4 given in GB/s instead of TB/s (the instance 1000x below its 16 chips' sum)
# expect-rc: 1
# expect: specs.csv
# expect: memory_bandwidth
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,memory_bandwidth,46.4,TB/s,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trn2.48xlarge,memory_bandwidth,46.4,GB/s,',1))
PY
"$TR" validate d
