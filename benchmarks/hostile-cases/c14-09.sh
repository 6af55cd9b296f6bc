# what: predict on a runs CSV whose line 2 (trn2.48xlarge, tp 64 logical cores) has pp 4: tp x pp = 256 cores on an instance of 128 physical NeuronCores (64 logical; README: a run uses the whole system it names, tp x pp x dp its cores times nodes; pp 2 = 128 is the whole instance at LNC=1, so legal): refused naming runs.csv, line 2 and pp (or tp)
# expect-rc: 1
# expect: runs.csv
# expect: pp
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["pp"] = '''4'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
