# what: sources.csv: glennklockwood-h100 url (line 38) written https://[::1]/h100 (IPv6 loopback in brackets; data/README: a URL on an IP address or localhost is warned of): warning naming sources.csv line 38, rc 0, no traceback from urlparse
# expect-rc: 0
# expect: warning
# expect: sources.csv, line 38
# expect: OK
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
setcell d/sources.csv 38 url "https://[::1]/h100"
timeout 55 "$TR" validate d
