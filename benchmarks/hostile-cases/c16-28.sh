# what: predict on a runs CSV whose line 2 as_of is 21/08/2026 (a day-first date typed by a European spreadsheet; data/README: as_of is the document date, ISO as in the dataset): refused naming runs.csv, line 2 and as_of
# expect-rc: 1
# expect: runs.csv
# expect: as_of
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["as_of"]="21/08/2026"
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
