# what: sources.csv: glennklockwood-h100 (line 38) published 2027-01-01 after its accessed 2026-10-31 (a document read before it was published: a clock or typing fault): refused naming sources.csv, line 38, published
# expect-rc: 1
# expect: sources.csv
# expect: line 38
# expect: published
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
setcell d/sources.csv 38 published 2027-01-01
setcell d/sources.csv 38 date_kind document
timeout 55 "$TR" validate d
