# what: entities.csv replaced by an empty folder of that name: validate refused naming entities.csv (not a file), no IsADirectoryError traceback
# expect-rc: nonzero
# expect: entities.csv
# expect-not: IsADirectoryError
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
rm d/entities.csv; mkdir d/entities.csv
timeout 55 "$TR" validate d
