# what: scenario measurements CSV (your runs) whose one run names entity_id gaudi3 (a platform the dataset does not hold; README: your runs are checked with the same rules): refused naming runs.csv and entity_id
# expect-rc: 1
# expect: runs.csv
# expect: entity_id
# expect-not: Traceback
"$PY" - <<'PYEOF'
import csv, os
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=list(rows[0])); w.writeheader()
r = dict(rows[0]); r["entity_id"] = "gaudi3"; r["source_id"] = ""; w.writerow(r)
PYEOF
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^measurements: null.*|measurements: runs.csv|' s.yaml
timeout 55 "$TR" estimate s.yaml
