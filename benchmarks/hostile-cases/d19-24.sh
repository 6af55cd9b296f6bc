# what: efficiency.csv: llama3-herd MFU (line 2, 0.43) written 43 (a percent as a fraction; above training MFU range 0.05-0.75, data/README): refused naming efficiency.csv, line 2
# expect-rc: 1
# expect: efficiency.csv
# expect: line 2
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
setcell d/efficiency.csv 2 value 43
timeout 55 "$TR" validate d
