# what: sources.csv: tomshardware-trn2-exaflops' url (line 28) set to 'javascript:alert(1)//https://x.example/' (a script URL that merely contains 'https://'; the schema's pattern [Hh][Tt][Tt][Pp][Ss]?://\S+ is a whole-cell pattern in Table Schema, and the build links every URL): refused naming sources.csv, line 28, url
# expect-rc: 1
# expect: sources.csv
# expect: line 28
# expect: url
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
grep -q '^tomshardware-trn2-exaflops,' <(sed -n 28p d/sources.csv) || echo "CHECK FAILED: line 28"
setcell d/sources.csv 28 url 'javascript:alert(1)//https://x.example/'
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
