# what: efficiency.csv: line 2's as_of (2024-07) written 2024-07-32 (no such day; data/README: dates are ISO): refused naming efficiency.csv and as_of
# expect-rc: 1
# expect: efficiency.csv
# expect: as_of
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
setcell d/efficiency.csv 2 as_of 2024-07-32
timeout 55 "$TR" validate d
