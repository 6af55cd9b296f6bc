# what: specs.csv: trainium2's dense BF16 compute (line 67) slipped 10x, 667 to 6670 TFLOPS (inside the 1-100,000 TFLOPS range check, 10x its own FP8 figure): validate must fail naming specs.csv line 67
# expect-rc: 1
# expect: specs.csv
# expect: line 67
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,compute,667,TFLOPS,bf16,dense,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,compute,6670,TFLOPS,bf16,dense,',1))
PY
"$TR" validate d
