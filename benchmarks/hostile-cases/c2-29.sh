# what: predict on a runs CSV separated by semicolons (a European spreadsheet's export)
# expect-rc: 1
# expect: runs.csv
# expect: entity_id
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv,sys; r=list(csv.reader(open(sys.argv[1])))
csv.writer(open("runs.csv","w",newline=""),delimiter=";").writerows(r)
P
grep -q 'run_id;entity_id' runs.csv || exit 99
"$TR" predict runs.csv
