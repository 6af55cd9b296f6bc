# what: sources.csv: aws-ml-blog-inferentia2 (line 26, date_kind unknown, published empty) given published 2022-11-28 while date_kind stays 'unknown'; data/README: date_kind unknown means published is empty (no source states it): refused naming sources.csv, line 26 and published or date_kind
# expect-rc: 1
# expect: sources.csv, line 26
# expect-not: OK:
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
setcell d/sources.csv 26 published 2022-11-28
timeout 55 "$TR" validate d
