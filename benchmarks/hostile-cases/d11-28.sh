# what: sources.csv: vantage-trn1-9aa17db's url (line 56) re-pointed at a folder page (https://github.com/tsaol/aws-gpu/tree/main/data); data/README: a URL that is a history or folder page (/tree/) makes validate warn about every row citing it: a warning naming the source as a history or folder page, rc 0
# expect-rc: 0
# expect: vantage-trn1-9aa17db
# expect: folder page
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
setcell d/sources.csv 56 url https://github.com/tsaol/aws-gpu/tree/main/data
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | grep -i -m5 'folder page\|vantage-trn1-9aa17db'
timeout 55 "$TR" validate d 2>&1 | tail -2 | cut -c1-300
exit ${PIPESTATUS[0]}
