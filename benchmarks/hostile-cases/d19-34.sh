# what: specs.csv: trainium launch-era fp16 compute (line 47, 210 TFLOPS) written 21 with unit PFLOPS (21000 TFLOPS, 110x the other sources 190-191 for trainium fp16; inside chip-dense-compute 1-100000): sources-agree (6x of the median of the others) names specs.csv line 47
# expect-rc: 1
# expect: specs.csv
# expect: line 47
# expect: sources-agree
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
setcell d/specs.csv 47 value 21
setcell d/specs.csv 47 unit PFLOPS
timeout 55 "$TR" validate d
