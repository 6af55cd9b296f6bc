# what: scenario measurements CSV of 2,000 rows (the row limit) each with a 19,000-character note (38 MB, under the 20,000-character cell limit): estimate finishes well within 55 s with a result (rc 0), or refuses naming runs.csv; no hang, no traceback
# expect-rc: 0
# expect: check ok
"$PY" - <<'P'
import csv, os
rows = list(csv.reader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
out = [rows[0]]
for i in range(2000):
    r = list(rows[1 + i % 3]); r[0] = f"r{i}"; r[18] = f"{float(r[18]) + i * 0.01:.2f}"; r[-1] = "n" * 19000
    out.append(r)
csv.writer(open("runs.csv", "w", newline="")).writerows(out)
P
cat > s.yaml <<'Y'
scenario: big-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
Y
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cut -c1-200 out.txt | head
if [ $rc = 0 ]; then grep -q "^trn2.48xlarge" <(sed 's/^ *//' out.txt) && echo "check ok"; else grep -q runs.csv out.txt && echo "check ok (refused)"; fi
echo done
