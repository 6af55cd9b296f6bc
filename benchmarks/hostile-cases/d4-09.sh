# what: claims.csv: the ratio claim inf2-vs-inf1-throughput-4x with claimed -4 (a negative ratio)
# expect-rc: 1
# expect: claims.csv
# expect: claimed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old='4x higher throughput,throughput,inferentia2,inferentia,4,,ratio'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'4x higher throughput,throughput,inferentia2,inferentia,-4,,ratio',1))
PY
"$TR" validate d
