# what: efficiency.csv: kipply's bandwidth_efficiency (line 6, 0.90) written 90 (a percent; above serving-efficiency's max 1): refused naming efficiency.csv, line 6, value (the unit fraction's 0-1, or serving-efficiency)
# expect-rc: 1
# expect: efficiency.csv, line 6, field 'value'
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
setcell d/efficiency.csv 6 value 90
timeout 55 "$TR" validate d
