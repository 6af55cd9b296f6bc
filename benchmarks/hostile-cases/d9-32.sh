# what: prices.csv: line 80 (p5.48xlarge us-east-1 on-demand) followed by 200,000 commas (200,000 extra empty cells on one row only, the header unchanged: a paste gone wrong): refused naming prices.csv, line 80 (a row with more cells than the header), quickly, no traceback
# expect-rc: 1
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
"$PY" - <<'P'
p = 'd/prices.csv'
lines = open(p, encoding='utf-8', newline='').read().split('\n')
assert lines[79].startswith('p5.48xlarge,aws,us-east-1,on_demand')
lines[79] += ',' * 200000
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(lines))
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
