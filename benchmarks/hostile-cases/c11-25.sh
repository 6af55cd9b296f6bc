# what: predict on a runs CSV whose line 2 input_len is 10_000 (Python int() reads underscores; batch "1_6" was tried, input_len not): refused naming runs.csv, line 2 and input_len, or predicted exactly as input_len 10000 (script compares)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
head -2 "$PROJECT/scenarios/examples/my-runs.csv" > good.csv
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][12]="10_000"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict good.csv > good.txt 2>&1
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'P'
import os
try:
    t = open("out.txt").read()
    if os.environ["RC"] != "0":
        assert "runs.csv" in t and "input_len" in t, "refusal names neither runs.csv nor input_len"
        print("check ok (refused)")
    else:
        g = open("good.txt").read()
        assert t.splitlines()[1:3] == g.splitlines()[1:3], (t, g)
        print("check ok (same)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit 0
