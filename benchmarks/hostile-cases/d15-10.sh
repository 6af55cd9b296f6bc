# what: prices.csv: the Lambda 8x H100 per-GPU rate (line 215, 3.99) slipped 100x to 0.0399 (a cents figure as dollars; below checks.yaml price-per-chip-hour's 0.05): a magnitude slip named with prices.csv, line 215 and the check
# expect-rc: 1
# expect: prices.csv
# expect: 215
# expect: price-per-chip-hour
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
setcell d/prices.csv 215 usd_per_hour 0.0399
timeout 55 "$TR" validate d
