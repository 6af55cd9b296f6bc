# what: predict on a runs CSV whose line 2 has a CRLF line end and line 3 a bare LF and the file ends without a newline (mixed line ends after a hand edit on two systems): legal CSV, the same 3 predictions as the example (TPOT 18.37 and 35.81 ms) (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" -c '
import os
t=open(os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv",encoding="utf-8").read().splitlines()
open("runs.csv","w",newline="").write(t[0]+"\r\n"+t[1]+"\r\n"+t[2]+"\n"+t[3])'
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; echo "rc=$?"; cat out.txt
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" > ref.txt 2>&1
"$PY" -c '
a=open("out.txt").read(); b=open("ref.txt").read()
import re
ga=re.findall(r"^\s*(my-\S+).*$",a,re.M); gb=re.findall(r"^\s*(my-\S+).*$",b,re.M)
la=[l.split() for l in a.splitlines() if l.strip().startswith("my-")]; lb=[l.split() for l in b.splitlines() if l.strip().startswith("my-")]
print("check ok" if la==lb and len(la)==3 else "CHECK FAILED: %r vs %r"%(la,lb))'
