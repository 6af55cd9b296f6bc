# what: predict on the example runs CSV whose ttft_ms column is renamed ttft_s with the values in seconds (0.8142, 2.442, 0.5756): the column must not be dropped silently (runs predicted with no TTFT) nor read as ms
# expect-rc: 1
# expect: runs.csv
# expect: ttft_s
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'E'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
i = rows[0].index("ttft_ms"); rows[0][i] = "ttft_s"
for r in rows[1:]: r[i] = str(float(r[i]) / 1000)
csv.writer(open("runs.csv", "w", newline=""), lineterminator="\n").writerows(rows)
E
timeout 55 "$TR" predict runs.csv
