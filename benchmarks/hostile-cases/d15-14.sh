# what: specs.csv: b200's Tom's Hardware fp4 dense compute (line 183, 10 PFLOPS) with its unit slipped to TFLOPS (10 TFLOPS, 900x under lines 177 and 528's 9000; above chip-dense-compute's 1 TFLOPS floor): sources-agree names specs.csv, line 183
# expect-rc: 1
# expect: specs.csv
# expect: 183
# expect: sources-agree
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
setcell d/specs.csv 183 unit TFLOPS
timeout 55 "$TR" validate d
