# what: validate on an untouched data copy made read-only (chmod -R a-w: a mounted snapshot, a failing disk remounted ro): validating needs no write into the folder; a correct result, rc 0 and OK
# expect-rc: 0
# expect: OK
# expect-not: Permission
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
chmod -R a-w d
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -5
rc=${PIPESTATUS[0]}
chmod -R u+w d
exit $rc
