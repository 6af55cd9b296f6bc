# what: entities.csv: trn1.32xlarge's chips (line 28, 16) written 1 (data/README/checks.yaml price-per-chip-across-sizes: 'a wrong chip count in entities.csv (an 8-chip size entered as 1)'; system-is-its-chips also reads it): refused naming trn1.32xlarge and a check
# expect-rc: 1
# expect: trn1.32xlarge
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
setcell d/entities.csv 28 chips 1
timeout 55 "$TR" validate d
