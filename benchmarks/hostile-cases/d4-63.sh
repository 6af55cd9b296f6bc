# what: specs.csv: trn2.48xlarge's dense BF16 compute (line 354) slipped 10x, 10.7 to 107 PFLOPS: ten times its 16 chips' 667 TFLOPS and five times its own FP8 figure; validate must fail (specs then shows 107 as preferred)
# expect-rc: 1
# expect: specs.csv
# expect: line 354
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,compute,10.7,PFLOPS,bf16,dense,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trn2.48xlarge,compute,107,PFLOPS,bf16,dense,',1))
PY
"$TR" validate d
