# what: entities.csv: h200-sxm (line 11) given available_from 2024-11 with no available_source_id (brief: an entity's available_from needs its available_source_id): refused naming entities.csv, line 11, available_source_id
# expect-rc: 1
# expect: entities.csv
# expect: 11
# expect: available_source_id
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
grep -n '^h200-sxm,' d/entities.csv | grep -q '^11:' || echo "SETUP FAILED: line 11 is not h200-sxm"
setcell d/entities.csv 11 available_from 2024-11
setcell d/entities.csv 11 available_source_id ""
timeout 55 "$TR" validate d
