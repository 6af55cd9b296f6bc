# what: predict on the example 70B run whose line 2 input_len is "1e4" (10,000 in float notation): refused naming runs.csv, line 2 and input_len (a token count is a whole number), or read as 10,000 giving the example TTFT 830.6; checked below either way
# expect-rc: 0
# expect: check ok
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["input_len"] = "1e4"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?; cat out.txt
if [ $rc = 1 ] && grep -q "input_len" out.txt && grep -q "runs.csv" out.txt; then echo "check ok (refused)"; elif [ $rc = 0 ] && grep -q "830.6" out.txt; then echo "check ok (read 10000)"; else echo "CHECK FAILED: rc $rc"; fi
