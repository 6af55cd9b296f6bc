# what: predict on a runs CSV of exactly 2,000 rows (the limit: "at most 2,000 rows"; 3 valid runs repeated under new run_ids, each TTFT 0.01 ms apart so no row is a copy): a correct result for all 2,000 within the time limit
# expect-rc: 0
# expect: 2000 run(s) predicted
"$PY" - <<'P'
import csv, os
rows = list(csv.reader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
out = [rows[0]]
for i in range(2000):
    r = list(rows[1 + i % 3]); r[0] = f"run-{i:04d}"; r[18] = f"{float(r[18]) + i * 0.01:.2f}"; out.append(r)
csv.writer(open("runs.csv", "w", newline="")).writerows(out)
P
timeout 55 "$TR" predict runs.csv | head -3
exit ${PIPESTATUS[0]}
