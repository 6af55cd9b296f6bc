# what: two faults: h100-sxm's own row (entities.csv line 10) with generation '2.0' (not an integer) and h200-sxm's memory_capacity (specs.csv line 161, 141 GB) under TB; h200-sxm borrows h100-sxm's fit (fit_from) but the plausibility pass does not follow fit_from (brief, round 60), so h200's row is still checked: rc 1 naming entities.csv line 10 AND specs.csv line 161 with chip-memory-capacity
# expect-rc: 1
# expect: entities.csv
# expect: line 10
# expect: line 161
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
setcell d/entities.csv 10 generation 2.0
setcell d/specs.csv 161 unit TB
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -20
exit ${PIPESTATUS[0]}
