# what: validate on an untouched data copy with HOME set to a missing folder and XDG_CACHE_HOME to a path under a regular file (a broken account: no cache could be written there): a correct result, rc 0 and OK with the full counts, no traceback
# expect-rc: 0
# expect: OK
# expect: 549 prices
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
echo x > notadir
HOME=/nonexistent/home XDG_CACHE_HOME="$W/notadir/cache" timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -5
exit ${PIPESTATUS[0]}
