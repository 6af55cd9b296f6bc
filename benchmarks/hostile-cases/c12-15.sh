# what: predict on the example runs CSV with three trailing rows of bare commas (",,,,,...": 25 commas, what Excel writes for rows whose cells were once touched): the same 3 predictions as the original (blank records), or refused naming runs.csv and line 5; never a run of empty fields predicted or a traceback
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/my-runs.csv" orig.csv
cp orig.csv runs.csv
for i in 1 2 3; do printf ',,,,,,,,,,,,,,,,,,,,,,,,,\n' >> runs.csv; done
timeout 27 "$TR" predict orig.csv --csv a.csv > a.txt 2>&1; r1=$?
timeout 27 "$TR" predict runs.csv --csv b.csv > b.txt 2>&1; r2=$?
cut -c1-300 b.txt
"$PY" - "$r1" "$r2" <<'P'
import csv, sys
try:
    r1, r2 = int(sys.argv[1]), int(sys.argv[2])
    t = open("b.txt").read()
    assert r1 == 0, "the original failed"
    if r2 != 0:
        assert "runs.csv" in t and "line 5" in t, "refused without naming runs.csv and line 5"
        print("refused, named"); print("check ok"); sys.exit()
    a = list(csv.DictReader(open("a.csv"))); b = list(csv.DictReader(open("b.csv")))
    assert a == b, ("predictions differ", len(a), len(b))
    print("check ok")
except SystemExit:
    raise
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
