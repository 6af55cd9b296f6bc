# what: sources.csv: tomshardware-trn2-exaflops' url (line 28) set to http://0177.0.0.1/news (127.0.0.1 written in octal, as browsers read it; data/README warns of a URL on an IP address, also written as 0x7f000001 or 2130706433): a warning naming sources.csv (and validate passes), or a refusal naming it
# expect-rc: 0
# expect: WARNED-OR-REFUSED
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
setcell d/sources.csv 28 url http://0177.0.0.1/news
out=$(timeout 55 "$TR" validate d 2>&1); rc=$?
echo "$out"
if echo "$out" | grep -q 'sources.csv' && echo "$out" | grep -qi '0177\|tomshardware-trn2-exaflops\|line 28'; then echo WARNED-OR-REFUSED; else echo "CHECK FAILED: rc=$rc, sources.csv's url not named"; fi
