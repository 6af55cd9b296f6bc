# what: predict on a runs CSV whose line 2 is a prefill-phase run that still gives a TPOT (19.6 ms) and tpot_kind measured
# expect-rc: 1
# expect: runs.csv
# expect: line 2
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$PY" - <<'P'
import csv; r=list(csv.DictReader(open("runs.csv"))); r[0]["phase"]="prefill"
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r)
P
"$TR" predict runs.csv
