# what: predict on a runs CSV whose line 2 (Llama 70B on trn2.48xlarge) has batch 1e9 requests of 11,500 tokens (KV cache ~3.8 PB against 1.5 TB of HBM; README: a run batch must fit in the memory of the chips it used): refused naming runs.csv, line 2 and batch
# expect-rc: 1
# expect: runs.csv
# expect: batch
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["batch"] = '''1000000000'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
