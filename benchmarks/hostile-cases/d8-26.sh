# what: prices.csv: the Lambda H100 per-GPU rate (line 215, 3.99) entered as the 8-GPU machine's price (31.92 USD 'per chip-hour': inside price-per-chip-hour's 0.05-100, but 8x the same offer's other rows, past price-history's 6x): refused naming prices.csv, line 215
# expect-rc: 1
# expect: prices.csv, line 215
# expect: price-history
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
setcell d/prices.csv 215 usd_per_hour 31.92
timeout 55 "$TR" validate d
