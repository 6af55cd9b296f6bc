# what: datapackage.json replaced by a symlink to /dev/zero (an endless stream of NUL bytes: an unbounded read and bad bytes): validate refused quickly naming datapackage.json, no hang or MemoryError
# expect-rc: 1
# expect: datapackage.json
# expect-not: MemoryError
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
rm d/datapackage.json; ln -s /dev/zero d/datapackage.json
timeout 55 "$TR" validate d
