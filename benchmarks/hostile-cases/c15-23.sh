# what: predict on a runs CSV of 2,001 copies of the example 70B run with distinct run_ids (README: a file of your runs holds at most 2,000 rows): refused naming r.csv and the 2,000-row limit, quickly, no traceback
# expect-rc: nonzero
# expect: r.csv
# expect: 2,000
"$PY" - <<'P'
import os
lines=open(os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv",encoding="utf-8").read().splitlines()
out=[lines[0]]
for i in range(2001):
    out.append(lines[1].replace("my-trn2-llama70b-l2,","my-run-%d,"%i,1))
open("r.csv","w",encoding="utf-8").write("\n".join(out)+"\n")
P
timeout 55 "$TR" predict r.csv 2>&1 | head -20
exit ${PIPESTATUS[0]}
