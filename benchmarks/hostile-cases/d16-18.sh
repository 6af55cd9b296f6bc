# what: prices.csv: line 215 given a 12th cell (',8,9' at the end: more cells than the header's 11; a dict reader files it under None, silently): refused naming prices.csv, line 215
# expect-rc: 1
# expect: prices.csv, line 215
cp -r "$PROJECT/data" d
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
sed -i '215s/$/,9/' d/prices.csv
timeout 55 "$TR" validate d
