# what: two faults: tomshardware-trn2-exaflops' tier written 'x' in sources.csv (line 28) and the p5.48xlarge us-east-1 on-demand price (prices.csv line 80) entered in cents (5504 USD/h: 688 per GPU-hour, above the 100 of price-per-chip-hour): one run names both
# expect-rc: 1
# expect: sources.csv, line 28, field 'tier'
# expect: price-per-chip-hour
# expect: prices.csv, line 80
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
setcell d/sources.csv 28 tier x
setcell d/prices.csv 80 usd_per_hour 5504
timeout 55 "$TR" validate d
