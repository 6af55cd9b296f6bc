# what: specs.csv: trainium2's bf16 compute_per_core (line 79, 79 TFLOPS) slipped 10x to 790 (inside compute-per-core's 0.1-10000; but 8 NeuronCores (line 62) x 790 = 6320 TFLOPS, 9.5x the chip's own 667 on line 67): brief: a magnitude slip in one cell must be named with file, line and field
# expect-rc: nonzero
# expect: specs.csv
# expect: compute_per_core
cp -r "$PROJECT/data" d
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
setcell d/specs.csv 79 value 790
timeout 55 "$TR" validate d
