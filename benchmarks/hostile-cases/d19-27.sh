# what: prices.csv: the Lambda H100 rate (line 215, a chip row) given per system while min_chips 8 stays (data/README: per follows the entity kind, chip for a chip; min_chips empty on a system row): refused naming prices.csv, line 215
# expect-rc: 1
# expect: prices.csv
# expect: line 215
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
setcell d/prices.csv 215 per system
timeout 55 "$TR" validate d
