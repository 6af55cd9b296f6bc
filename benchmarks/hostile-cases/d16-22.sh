# what: claims.csv: line 2's qualifier written 'Up to' (capital U; data/README's enum is 'up to | about | ...'): refused naming claims.csv, line 2, qualifier
# expect-rc: 1
# expect: claims.csv, line 2
# expect: qualifier
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
setcell d/claims.csv 2 qualifier 'Up to'
timeout 55 "$TR" validate d
