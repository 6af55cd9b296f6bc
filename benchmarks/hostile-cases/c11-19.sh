# what: predict --csv out.csv on a runs CSV whose run_id is =HYPERLINK("http://evil.example","x") (a formula in your own run's id; issue 22 point 8: CSV cells a spreadsheet reads as formulas are prefixed with ' in every CSV the project writes): the exported cell starts with ', never with =
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][0]="=HYPERLINK(\"http://evil.example\",\"x\")"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv --csv out.csv > out.txt 2>&1; rc=$?; cat out.txt
RC=$rc "$PY" - <<'P'
import csv, os
try:
    if os.environ["RC"] != "0":
        t = open("out.txt").read()
        assert "runs.csv" in t and "run_id" in t, "refused without naming runs.csv/run_id"
        print("check ok (refused)")
    else:
        cells = [c for row in csv.reader(open("out.csv", newline="")) for c in row]
        bad = [c for c in cells if c[:1] in "=+-@" and not c.lstrip("-").replace(".", "", 1).replace("e-", "", 1).replace("e+", "", 1).isdigit()]
        assert not bad, bad
        assert any("HYPERLINK" in c for c in cells), "run_id missing from export"
        print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit 0
