# what: the default scenario with CRLF line endings (a file edited on Windows): YAML treats CR LF as a line break, so the estimate must equal the LF file's, row for row (candidate, units, USD/h, bill)
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" lf.yaml
sed 's/$/\r/' lf.yaml > crlf.yaml
timeout 55 "$TR" estimate lf.yaml --csv lf.csv >/dev/null 2>&1
timeout 55 "$TR" estimate crlf.yaml --csv crlf.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv
try:
    k = ("candidate", "units_rented", "usd_per_hour", "monthly_bill_usd", "price_as_of")
    a = [tuple(r[x] for x in k) for r in csv.DictReader(open("lf.csv"))]
    b = [tuple(r[x] for x in k) for r in csv.DictReader(open("crlf.csv"))]
    assert a and a == b, f"{a} != {b}"
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
