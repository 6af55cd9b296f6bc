# what: predict on a runs CSV whose line 2 entity_id is "TRN2.48XLARGE" (the instance typed in upper case; no such entity id): refused naming runs.csv, line 2 and entity_id (or read as trn2.48xlarge and predicted; never a traceback)
# expect-rc: nonzero
# expect: runs.csv
# expect: entity_id
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["entity_id"] = "TRN2.48XLARGE"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=list(rows[0])); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
