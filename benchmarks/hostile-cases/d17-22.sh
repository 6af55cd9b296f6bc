# what: prices.csv: trn1.32xlarge's us-east-1 on-demand (line 56) with a ZERO WIDTH SPACE inside its entity_id (trn1.32\u200bxlarge: prints as trn1.32xlarge, names no entity): refused naming prices.csv, line 56 and entity_id
# expect-rc: 1
# expect: prices.csv
# expect: 56
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
setcell d/prices.csv 56 entity_id "$(printf 'trn1.32\u200bxlarge')"
timeout 55 "$TR" validate d
