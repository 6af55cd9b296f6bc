# what: predict on a runs CSV with an extra column "gpu_temp_c" the format does not have
# expect-rc: 1
# expect: runs.csv
# expect: gpu_temp_c
cp "$PROJECT/scenarios/examples/my-runs.csv" r.csv
$PY - <<'PY'
import csv
rows = list(csv.reader(open("r.csv", newline="")))
rows[0].append("gpu_temp_c"); [r.append("71") for r in rows[1:]]
csv.writer(open("runs.csv", "w", newline="")).writerows(rows)
PY
"$TR" predict runs.csv
