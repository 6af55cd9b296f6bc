# what: prices.csv: the header's last column misspelt 'min_chip' (the cells kept): the schema names min_chips; refused naming prices.csv and the header field min_chips
# expect-rc: 1
# expect: prices.csv
# expect: min_chip
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
sed -i '1s/,min_chips$/,min_chip/' d/prices.csv
head -1 d/prices.csv | grep -q 'min_chip$' || echo "SETUP FAILED"
timeout 55 "$TR" validate d
