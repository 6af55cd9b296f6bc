# what: predict on a runs CSV whose line 2 note is one 300,000-character field (legal CSV, the file ~300 kB; Python's csv module refuses fields over 131,072 characters by default): the 3 runs predicted, or a refusal naming runs.csv (and the line/note), never a traceback
# expect-rc: 0
# expect: check ok
"$PY" - <<'P'
import csv, os
rows = list(csv.reader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[1][-1] = "x" * 300_000
csv.writer(open("runs.csv", "w", newline="")).writerows(rows)
P
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cut -c1-300 out.txt
RC=$rc "$PY" - <<'P'
import os
t = open("out.txt").read()
if os.environ["RC"] == "0":
    print("check ok" if "3 run(s) predicted" in t else "CHECK FAILED: not all 3 runs predicted")
else:
    print("check ok (refused)" if "runs.csv" in t and "Traceback" not in t else "CHECK FAILED: refusal does not name runs.csv")
P
echo done
