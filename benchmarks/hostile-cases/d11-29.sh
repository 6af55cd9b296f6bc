# what: entities.csv: trn1.32xlarge's chips (line 28) slipped from 16 to 160 (a magnitude slip in the composition): its memory, bandwidth and compute rows then are a tenth of 160 chips' (checks.yaml system-is-its-chips) and its price per chip a tenth of trn1.2xlarge's (price-per-chip-across-sizes): refused naming entities.csv, line 28 and chips
# expect-rc: 1
# expect: entities.csv
# expect: line 28
# expect: 'chips'
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
cp -r "$PROJECT/data" d
setcell d/entities.csv 28 chips 160
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
