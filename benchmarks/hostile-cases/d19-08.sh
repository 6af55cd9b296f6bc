# what: sources.csv: tomshardware-trn2-exaflops (line 28, kind press) given tier 1 (data/README: the tier follows the kind, press 4, datapackage x-tier-by-kind): refused naming sources.csv, line 28, tier
# expect-rc: 1
# expect: sources.csv
# expect: line 28
# expect: tier
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
setcell d/sources.csv 28 tier 1
timeout 55 "$TR" validate d
