# what: prices.csv: trn1.32xlarge's us-east-1 on-demand price (line 56) moved to region eu-west-1 (an AWS region availability.csv lists for inf1, inf2 and p4d, never for trn1); data/README: a price is in one of its family's regions when the family has rows in availability.csv: refused naming prices.csv, line 56, region
# expect-rc: 1
# expect: prices.csv, line 56
# expect: region
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
setcell d/prices.csv 56 region eu-west-1
timeout 55 "$TR" validate d
