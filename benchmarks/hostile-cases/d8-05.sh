# what: prices.csv: min_chips written in a full-width digit ('８', U+FF18, which int() reads as 8) on line 215: refused naming prices.csv, line 215, min_chips (bad characters must not be read as a number)
# expect-rc: 1
# expect: prices.csv, line 215, field 'min_chips'
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/prices.csv 215 min_chips $'\uff18'
grep -c $'\uff18' d/prices.csv
timeout 55 "$TR" validate d
