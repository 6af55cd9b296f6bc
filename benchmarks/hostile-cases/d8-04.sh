# what: prices.csv: min_chips 8 on p5.48xlarge's system price (line 80); data/README: min_chips is empty 'always for a system row': refused naming prices.csv, line 80, min_chips
# expect-rc: 1
# expect: prices.csv, line 80, field 'min_chips'
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
setcell d/prices.csv 80 min_chips 8
timeout 55 "$TR" validate d
