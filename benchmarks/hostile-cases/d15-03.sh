# what: prices.csv from before this commit (the min_chips column dropped from the header and every row: a user's old copy); silently reading it would price Lambda's 8x H100 rate for one GPU: refused naming prices.csv and min_chips
# expect-rc: 1
# expect: prices.csv
# expect: min_chips
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
"$PY" - <<'PY'
import csv
rows = list(csv.reader(open('d/prices.csv', newline='', encoding='utf-8')))
w = csv.writer(open('d/prices.csv', 'w', newline='', encoding='utf-8'), lineterminator='\n')
for r in rows: w.writerow(r[:-1])
PY
timeout 55 "$TR" validate d
