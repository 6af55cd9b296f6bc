# what: predict on a runs CSV whose line 2 (the 70B run on trn2.48xlarge, tp 64) says pp 4 (64 x 4 = 256 NeuronCores on an instance of 16 chips x 8 physical = 128, 64 logical at LNC=2; data/README: an instance's chips are all used; pp 2 = 128 would be legal at LNC=1): that row refused naming runs.csv, line 2 and pp (or tp): predict warns and leaves it unpredicted (rc 0, the other runs scored)
# expect-rc: 0
# expect: runs.csv
# expect: runs.csv, line 2
# expect: not predicted: my-trn2-llama70b-l2
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["pp"]="4"
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
