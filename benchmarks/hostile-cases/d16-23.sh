# what: specs.csv extended by 2 GiB of NUL bytes (truncate -s +2G: a sparse file, a failed disk copy): validate refused quickly naming specs.csv (size or bad bytes), no hang or memory blow-up
# expect-rc: nonzero
# expect: specs.csv
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
truncate -s +2G d/specs.csv
timeout 55 "$TR" validate d; rc=$?
rm -f d/specs.csv
exit $rc
