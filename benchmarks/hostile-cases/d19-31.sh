# what: claims --data-dir d where efficiency.csv is a FIFO with no writer (open() would block forever): refused quickly naming efficiency.csv, no hang
# expect-rc: 1
# expect: efficiency.csv
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
rm d/efficiency.csv; mkfifo d/efficiency.csv
timeout 55 "$TR" claims --data-dir d
