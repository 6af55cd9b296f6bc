# what: specs.csv: trainium2's tier-4 fp8 compute row (line 87, 1.3 PFLOPS) with its unit slipped to TFLOPS (1.3 TFLOPS, 1000x below the tier-1 1299 TFLOPS of line 66; above chip-dense-compute's 1 TFLOPS floor, so the range check alone misses it): brief: a slip of a unit in one cell must be named with file, line and field; at least a warning naming specs.csv line 87
# expect: specs.csv
# expect: line 87
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
setcell d/specs.csv 87 unit TFLOPS
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -15
exit ${PIPESTATUS[0]}
