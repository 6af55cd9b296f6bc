# what: predict on a runs CSV of Qwen3-30B-A3B (MoE: 30.5 B total, 3.35 B active) in bf16 on one inf2.xlarge (one Inferentia2, 32 GB) at batch 1: every expert's weights (61 GB) must sit in memory though a token reads only 6.7 GB, so the run cannot fit: an error naming runs.csv, or a warning naming the line and the memory (silence would size a MoE by its active parameters)
# expect-rc: 0
# expect: check ok
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'moe-inf2,inf2.xlarge,1,decode,Qwen3-30B-A3B,qwen3-30b-a3b,2,,,1,,,1000,500,bf16,bf16,,100,200,10,measured,static,,,2026-08-21,a MoE on one chip' >> runs.csv
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cat out.txt
RC=$rc "$PY" - <<'P'
import os, re
t = open("out.txt").read()
if "Traceback" in t:
    print("CHECK FAILED: traceback")
elif os.environ["RC"] != "0":
    print("check ok (refused)" if "runs.csv" in t else "CHECK FAILED: refusal names no runs.csv")
else:
    warned = re.search(r"(line 2|moe-inf2).*(memory|GB|fit|hold)", t, re.I | re.S)
    print("check ok (warned)" if warned else "CHECK FAILED: predicted silently with rc 0")
P
echo done
