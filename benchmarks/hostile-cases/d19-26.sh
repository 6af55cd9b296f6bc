# what: entities.csv: h100-sxm available_from (line 10, 2022-10) written 2022-13 (month 13: no such month; data/README dates ISO): refused naming entities.csv, line 10, available_from
# expect-rc: 1
# expect: entities.csv
# expect: line 10
# expect: available_from
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
setcell d/entities.csv 10 available_from 2022-13
timeout 55 "$TR" validate d
