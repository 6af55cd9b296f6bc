# what: two faults: h100-sxm's available_source_id (entities.csv line 10) emptied while available_from 2022-10 stays (brief: available_from needs its available_source_id) and b200's memory_capacity (specs.csv line 171) under TB: validate names both (the b200 rows cite no h100 row)
# expect-rc: 1
# expect: entities.csv
# expect: available_source_id
# expect: 171
# expect: chip-memory-capacity
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
setcell d/entities.csv 10 available_source_id ""
setcell d/specs.csv 171 unit TB
timeout 55 "$TR" validate d
