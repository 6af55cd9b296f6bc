# what: entities.csv: trn2.48xlarge (line 31) keeps available_from 2024-12-03 but its available_source_id written ' ' (one space: blank to the eye, not empty to a naive test): refused naming entities.csv, line 31, available_source_id (a date with no source)
# expect-rc: 1
# expect: entities.csv, line 31
# expect: available_source_id
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
setcell d/entities.csv 31 available_source_id ' '
timeout 55 "$TR" validate d
