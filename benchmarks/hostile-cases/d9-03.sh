# what: entities.csv: available_from and available_source_id swapped on trainium2's row (line 5: available_from 'aiwiki-trainium2', available_source_id '2024-12-03', a pasted-into-the-wrong-column edit): refused naming entities.csv, line 5 and the field (available_from not a date, or a source id that no source has)
# expect-rc: 1
# expect: entities.csv, line 5
# expect: available_
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
setcell d/entities.csv 5 available_from aiwiki-trainium2
setcell d/entities.csv 5 available_source_id 2024-12-03
timeout 55 "$TR" validate d
