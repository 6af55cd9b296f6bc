# what: predict on a runs CSV of 1,999 valid rows (just under the 2,000-row limit; the same 3 runs repeated under new run_ids): a correct result within the time limit
# expect-rc: 0
# expect: 1999 run(s)
# expect: TPOT error
"$PY" - <<'P'
import csv, os
r = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(r[0])); w.writeheader()
for i in range(1999):
    row = dict(r[i % 3]); row["run_id"] = f"{row['run_id']}-{i}"; row["tpot_ms"] = f"{float(row['tpot_ms']) + (i % 97) * 0.01:.2f}"; row["ttft_ms"] = f"{float(row['ttft_ms']) + i * 0.01:.2f}"; w.writerow(row)
P
timeout 55 "$TR" predict runs.csv | tail -3
exit ${PIPESTATUS[0]}
