# what: prices.csv: p5.48xlarge's us-east-1 on-demand price (line 74, 55.04 for 8 H100s) entered as 0.3 (0.0375 per chip-hour, below price-per-chip-hour's 0.05; the check divides a system's price by its chips, per_chip): refused naming prices.csv, line 74, price-per-chip-hour
# expect-rc: 1
# expect: prices.csv
# expect: 74
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
setcell d/prices.csv 74 usd_per_hour 0.3
timeout 55 "$TR" validate d
