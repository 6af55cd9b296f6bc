# what: claims.csv: inf1-vs-ec2-throughput-2.3x (line 2) claimed written -2.3 (a negative ratio: no vendor claims minus 2.3x throughput): refused naming claims.csv, line 2, claimed
# expect-rc: 1
# expect: claims.csv
# expect: line 2
# expect: claimed
cp -r "$PROJECT/data" d
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
setcell d/claims.csv 2 claimed -2.3
timeout 55 "$TR" validate d
