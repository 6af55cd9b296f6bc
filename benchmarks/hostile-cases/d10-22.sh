# what: efficiency.csv: line 4 with its as_of cell dropped (8 cells under a 9-column header: the note would slide into as_of): refused naming efficiency.csv and line 4
# expect-rc: 1
# expect: efficiency.csv
# expect: line 4
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
import csv, io
raw = open('d/efficiency.csv', encoding='utf-8').read().split('\n')
row = next(csv.reader([raw[3]])); del row[7]
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row); raw[3] = b.getvalue()
open('d/efficiency.csv', 'w', encoding='utf-8').write('\n'.join(raw))
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
