# what: prices.csv: inf2.48xlarge's RI-effective rate (line 102, 5.608 for 12 chips) slipped 10x to 56.08 (4.67 USD per chip-hour against its family's other sizes' ~0.33-0.85: price-per-chip-across-sizes, an error, 4x): rc 1 naming prices.csv and line 102
# expect-rc: 1
# expect: prices.csv
# expect: 102
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
setcell d/prices.csv 102 usd_per_hour 56.08
timeout 55 "$TR" validate d
