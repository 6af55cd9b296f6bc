# what: prices.csv: the GCP H200 us-central1 spot per-GPU share (line 540, 6.2607) slipped 10x to 62.607 (a decimal point moved): above its own on-demand (10.4365) and 10x the other regions' spot rows: refused naming prices.csv, line 540 (price-history is an error check)
# expect-rc: 1
# expect: prices.csv, line 540
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
setcell d/prices.csv 540 usd_per_hour 62.607
timeout 55 "$TR" validate d
