# what: predict on a runs CSV whose entity_id column is missing (column dropped)
# expect-rc: 1
# expect: runs.csv
# expect: entity_id
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv,sys; r=list(csv.DictReader(open(sys.argv[1])))
f=[k for k in r[0] if k!="entity_id"]
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=f,extrasaction="ignore"); w.writeheader(); w.writerows(r)
P
"$TR" predict runs.csv
