# what: entities.csv: h100-sxm's available_source_id (line 10) pointing at a source that does not exist (anandtech-h100-production-2023, one digit off the real 2022): a dangling reference refused naming entities.csv, line 10, available_source_id
# expect-rc: 1
# expect: entities.csv, line 10, field 'available_source_id'
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
setcell d/entities.csv 10 available_source_id anandtech-h100-production-2023
timeout 55 "$TR" validate d
