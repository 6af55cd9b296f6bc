# what: prices.csv: the p5.48xlarge us-east-1 on-demand price (line 80) dated 2021-10-01, exactly 365 days before its chip h100-sxm's available_from 2022-10 (a price has no model, so only the hardware rule applies; the loader allows up to 365 days, a preview): a correct result, validate OK (no as_of problem on line 80)
# expect-rc: 0
# expect: OK:
# expect-not: line 80
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
setcell d/prices.csv 80 as_of 2021-10-01
timeout 55 "$TR" validate d
