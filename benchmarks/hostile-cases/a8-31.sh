# what: scenario file with a UTF-8 BOM, CRLF line endings and tokens_per_day 2.0e+9: a correct result, the same USD/month table as the same file without BOM and CRLF
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" plain.yaml
sed -i 's/^tokens_per_day: 1.0e+9/tokens_per_day: 2.0e+9/' plain.yaml
grep -q '^tokens_per_day: 2.0e+9' plain.yaml || echo "CHECK FAILED: sed"
"$PY" -c "open('bom.yaml','wb').write(b'\xef\xbb\xbf' + open('plain.yaml','rb').read().replace(b'\n', b'\r\n'))"
timeout 55 "$TR" estimate plain.yaml --csv a.csv > /dev/null 2>&1
timeout 55 "$TR" estimate bom.yaml --csv b.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    a = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("a.csv"))}
    b = {r["candidate"]: r["monthly_bill_usd"] for r in csv.DictReader(open("b.csv"))}
    assert a and a == b, f"{a} != {b}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
