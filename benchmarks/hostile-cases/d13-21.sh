# what: entities.csv: h100-sxm's available_from (line 10, 2022-10) written 2022-13 (no month 13; every H100 price and run is held against this date): refused naming entities.csv, line 10, available_from, no traceback
# expect-rc: 1
# expect: entities.csv, line 10, field 'available_from'
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
setcell d/entities.csv 10 available_from 2022-13
timeout 55 "$TR" validate d
