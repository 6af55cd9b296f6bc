# what: sources.csv: tomshardware-trn2-exaflops' url set to "javascript:alert('https://x')" (a script URL holding an http text inside)
# expect-rc: 1
# expect: sources.csv
# expect: url
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",https://d33gy59ovltp76.cloudfront.net/news/aws-building-exaflops-class-supercomputer-for-ai-with-hundreds-of-thousands-homegrown-trainium2-processors-aws-forges-a-path-without-nvidia-gpus,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,",\"javascript:alert('https://x')\",",1))
PY
"$TR" validate d
