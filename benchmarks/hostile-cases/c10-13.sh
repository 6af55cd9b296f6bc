# what: scenario measurements CSV whose line 2 source_id names no source of sources.csv ("my-lab-notebook"; data/README: checked with the same rules, a row without a source_id is cited to the file, but a named one must exist): refused naming runs.csv, line 2 and source_id
# expect-rc: nonzero
# expect: runs.csv
# expect: source_id
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["source_id"] = "my-lab-notebook"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml && sed -i 's/my-runs.csv/runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml
