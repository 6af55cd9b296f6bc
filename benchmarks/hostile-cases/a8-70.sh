# what: the scenario file saved as UTF-16 with a BOM (Windows Notepad 'Unicode'), tokens_per_day 2.0e+9: refused naming the file (not UTF-8 text), or read correctly (the same bills as the UTF-8 file); never a traceback or garbage keys
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" plain.yaml
sed -i 's/^tokens_per_day: 1.0e+9/tokens_per_day: 2.0e+9/' plain.yaml
"$PY" -c "open('u16.yaml','wb').write(open('plain.yaml',encoding='utf-8').read().encode('utf-16'))"
timeout 55 "$TR" estimate plain.yaml --csv a.csv > /dev/null 2>&1
timeout 55 "$TR" estimate u16.yaml --csv b.csv > out.txt 2>&1; echo "rc=$?" >> out.txt; head -c 1500 out.txt
"$PY" - <<'PY'
import csv
try:
    o = open("out.txt").read()
    if "rc=1" in o:
        assert "u16.yaml" in o and o.count("\n") < 15, "refusal does not name u16.yaml, or is long"
    else:
        a = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("a.csv"))}
        b = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("b.csv"))}
        assert a == b, f"{a} != {b}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
