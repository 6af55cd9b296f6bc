# what: specs h100-sxm --data-dir d where d/measurements.csv is a folder (a user's unzip slip): a clear error naming measurements.csv, no IsADirectoryError traceback
# expect-rc: nonzero
# expect: measurements.csv
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
rm d/measurements.csv; mkdir d/measurements.csv
timeout 55 "$TR" specs h100-sxm --data-dir d
