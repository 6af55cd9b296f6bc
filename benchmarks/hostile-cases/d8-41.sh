# what: two faults: silybench-gpu-hourly-045df3b's date_kind (sources.csv line 117) written 'Document' (capitalised, not in the enum) and the p5.48xlarge us-east-1 on-demand price (prices.csv line 80) slipped to 5504 USD/h (cents: 688 per GPU-hour): one run names both (validate runs the checks on the rows without a problem)
# expect-rc: 1
# expect: sources.csv, line 117, field 'date_kind'
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
setcell d/sources.csv 117 date_kind Document
setcell d/prices.csv 80 usd_per_hour 5504
timeout 55 "$TR" validate d
