# what: efficiency.csv: the decode step_overhead_ms row (line 10, 0.5 ms) given the unit 's' (0.5 s a step: a unit no efficiency row may carry; data/README: overheads are in ms): refused naming efficiency.csv, line 10 and unit
# expect-rc: 1
# expect: efficiency.csv
# expect: line 10
# expect: unit
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
setcell d/efficiency.csv 10 unit s
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
