# what: claims.csv: trn2-vs-p5e-price-performance-30-40pct (line 47, '30-40%') with claimed_high written 3 (a dropped digit: a range from 30 down to 3); data/README: claimed_high is the top of a range: refused naming claims.csv, line 47, claimed_high
# expect-rc: 1
# expect: claims.csv, line 47
# expect: claimed_high
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
setcell d/claims.csv 47 claimed_high 3
timeout 55 "$TR" validate d
