# what: prices.csv rewritten with every cell quoted (csv QUOTE_ALL, empty cells as "") and CRLF line endings (a spreadsheet's 'quote all' export): the same table; a correct result: validate passes with 549 prices, and specs p5.48xlarge --csv from the copy equals the project's data row for row
# expect-rc: 0
# expect: 549 prices
# expect: check ok
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'P'
import csv
rows = list(csv.reader(open('d/prices.csv', newline='', encoding='utf-8')))
with open('d/prices.csv', 'w', newline='', encoding='utf-8') as f:
    csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator='\r\n').writerows(rows)
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -4
rc=${PIPESTATUS[0]}
timeout 55 "$TR" specs p5.48xlarge --data-dir d --csv a.csv >/dev/null 2>&1
timeout 55 "$TR" specs p5.48xlarge --data-dir "$PROJECT/data" --csv b.csv >/dev/null 2>&1
"$PY" -c "
import sys
a=open('a.csv').read(); b=open('b.csv').read()
print('check ok' if a==b and a else 'CHECK FAILED: specs differ')"
exit $rc
