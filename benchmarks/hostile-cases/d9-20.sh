# what: prices.csv: a U+0085 NEXT LINE character (C2 85 in UTF-8, a line break to str.splitlines()) inside line 100's unquoted note, and the p5.48xlarge us-east-1 on-demand price (line 80) entered in cents (5504): the price slip is named at prices.csv, line 80 (price-per-chip-hour), and the NEL refused at line 100 or kept, with no shifted line numbers
# expect-rc: 1
# expect: prices.csv, line 80
# expect: price-per-chip-hour
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
assert '"' not in lines[99], lines[99]
# put the NEL inside the note (the second-to-last cell)
cells = lines[99].split(',')
cells[-2] = cells[-2] + ' \x85cont'
lines[99] = ','.join(cells)
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(lines))
P
sed -n 80p d/prices.csv | cut -c1-80
setcell d/prices.csv 80 usd_per_hour 5504
timeout 55 "$TR" validate d
