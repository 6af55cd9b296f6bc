# what: specs.csv: trainium2's bf16 SPARSE compute (line 73, 2563 TFLOPS, its only source) slipped 10x to 256.3 (below the dense 667: sparse-over-dense's 1.0 floor; and 16 x 256.3 is 10x under trn2.48xlarge's 41 PFLOPS sparse bf16: system-is-its-chips, an error): rc 1 naming specs.csv and line 73
# expect-rc: 1
# expect: specs.csv
# expect: 73
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
setcell d/specs.csv 73 value 256.3
timeout 55 "$TR" validate d
