# what: predict on the example 70B run whose note is 200,000 characters (above Python csv's default field limit of 131,072, which raises _csv.Error): refused naming runs.csv and line 2 (or the note), or predicted as the example (TTFT 830.6); never a traceback
# expect-rc: 0
# expect: check ok
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["note"] = "x" * 200000
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?; cut -c1-300 out.txt
if grep -q Traceback out.txt; then echo "CHECK FAILED: traceback"; elif [ $rc = 1 ] && grep -q "runs.csv" out.txt; then echo "check ok (refused)"; elif [ $rc = 0 ] && grep -q "830.6" out.txt; then echo "check ok (predicted)"; else echo "CHECK FAILED: rc $rc"; fi
