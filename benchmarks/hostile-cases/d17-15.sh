# what: a correct dataset copy in a folder whose name holds a newline and a non-ASCII letter ('d' LF 'ü x'): names are bytes the user chose; validate must read it and pass as the project's own data does (OK, 28 plausibility checks passed)
# expect-rc: 0
# expect: OK:
# expect: plausibility checks passed
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
mv d "$(printf 'd\nü x')"
timeout 55 "$TR" validate "$(printf 'd\nü x')"
