# what: predict on a 60 MB runs CSV (the example header, then 600,000 short rows: a runaway logger's output): refused quickly naming runs.csv and its size or row limit (data README/2,000-row limit), without reading it whole into a hang
# expect-rc: nonzero
# expect: runs.csv
"$PY" - <<'P'
import os
head = open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv").readline()
with open("runs.csv", "w") as f:
    f.write(head)
    row = "r{},trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,pad\n"
    for i in range(600_000):
        f.write(row.format(i))
print(os.path.getsize("runs.csv"))
P
s=$(date +%s); timeout 55 "$TR" predict runs.csv 2>&1 | head -c 3000; rc=${PIPESTATUS[0]}; echo "took $(( $(date +%s) - s )) s"
exit $rc
