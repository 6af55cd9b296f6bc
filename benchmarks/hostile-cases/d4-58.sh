# what: specs.csv: inferentia's FP16 compute row (line 7) with its precision emptied (a compute figure at no stated precision)
# expect-rc: 1
# expect: specs.csv
# expect: precision
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inferentia,compute,64,TFLOPS,fp16,dense,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'inferentia,compute,64,TFLOPS,,dense,',1))
PY
"$TR" validate d
