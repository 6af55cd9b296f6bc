# what: specs.csv: trn2.48xlarge's vcpus (line 349, 192) written 19.2 (a decimal slip: a fraction of a vCPU, 10x under, still inside vcpus' 1-100000): a count of vCPUs is whole; brief: a magnitude slip in one cell is named with file, line and field
# expect-rc: nonzero
# expect: specs.csv
# expect: 349
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
setcell d/specs.csv 349 value 19.2
timeout 55 "$TR" validate d
