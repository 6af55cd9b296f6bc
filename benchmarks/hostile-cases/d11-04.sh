# what: specs.csv: trainium2's bf16 compute_per_core (line 79, 79 TFLOPS) written 0.079 (a PFLOPS figure under TFLOPS: below checks.yaml compute-per-core's 0.1 TFLOPS): refused naming specs.csv, line 79 and compute-per-core
# expect-rc: 1
# expect: specs.csv
# expect: line 79
# expect: compute-per-core
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
setcell d/specs.csv 79 value 0.079
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
