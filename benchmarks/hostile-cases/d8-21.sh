# what: prices.csv: the p5.48xlarge us-east-1 on-demand price (line 80) dated 2019-06-01, three years before its chip h100-sxm was available (2022-10; the loader's rule: a price cannot predate its hardware by years): refused naming prices.csv, line 80, as_of
# expect-rc: 1
# expect: prices.csv, line 80, field 'as_of'
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
setcell d/prices.csv 80 as_of 2019-06-01
timeout 55 "$TR" validate d
