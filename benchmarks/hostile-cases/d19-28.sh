# what: availability.csv: line 2 region af-south-1 written AF-SOUTH-1 (capitals: datapackage region pattern [a-z]{2}(-gov)?-[a-z]+-\d; a lookup by region would miss it): refused naming availability.csv, line 2, region
# expect-rc: 1
# expect: availability.csv
# expect: line 2
# expect: region
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
setcell d/availability.csv 2 region AF-SOUTH-1
timeout 55 "$TR" validate d
