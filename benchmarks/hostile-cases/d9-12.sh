# what: sources.csv: tomshardware-trn2-exaflops' url (line 28) set to http://127.1/news (the short form of 127.0.0.1 that browsers and inet_aton read as the loopback address); data/README: a source URL on an IP address or localhost is warned of: validate passes with a warning naming sources.csv and line 28
# expect-rc: 0
# expect: sources.csv
# expect: line 28
# expect: OK:
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/sources.csv 28 url 'http://127.1/news'
timeout 55 "$TR" validate d
