# what: two faults: llama-2-70b's layers (models.csv line 7) written '80 layers' (the H100 runs cite it) and the Lambda H100 rate (prices.csv line 236) slipped to 399 USD per GPU-hour (cents for dollars, above price-per-chip-hour's 100): one run names both
# expect-rc: 1
# expect: models.csv, line 7, field 'layers'
# expect: prices.csv, line 236
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
setcell d/models.csv 7 layers '80 layers'
setcell d/prices.csv 236 usd_per_hour 399
timeout 55 "$TR" validate d
