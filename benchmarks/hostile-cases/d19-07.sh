# what: sources.csv: a github.com url of line 2 rewritten to the punycode host xn--gthub-zsa.com (a browser shows gíthub.com: a look-alike letter written in ASCII; data/README: the host read as a browser reads it, a look-alike of github.com is warned of): warning naming sources.csv line 2, rc 0
# expect-rc: 0
# expect: warning
# expect: sources.csv, line 2
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
u=$(sed -n 2p d/sources.csv | grep -o "https://github.com/[^,]*"); setcell d/sources.csv 2 url "${u/github.com/xn--gthub-zsa.com}"
timeout 55 "$TR" validate d
