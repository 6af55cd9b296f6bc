# what: prices.csv: header with 'note' written twice (the last column min_chips renamed note: a duplicate header field; a dict reader keeps only one): refused naming prices.csv, line 1, the duplicate field
# expect-rc: 1
# expect: prices.csv
# expect: note
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
sed -i '1s/,min_chips$/,note/' d/prices.csv; head -1 d/prices.csv | grep -c 'note,note' >/dev/null
timeout 55 "$TR" validate d
