# what: entities.csv: h100-sxm's available_source_id (line 10) emptied while its available_from 2022-10 stays (a date with no source; data/README: available_source_id is the source of available_from, every other dated entity has one): refused naming entities.csv, line 10, available_source_id
# expect-rc: 1
# expect: entities.csv, line 10
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
setcell d/entities.csv 10 available_source_id ''
sed -n 10p d/entities.csv | cut -c1-120
timeout 55 "$TR" validate d
