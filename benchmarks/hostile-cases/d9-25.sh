# what: specs.csv: trainium2's logical_core_max (line 63, LNC 2) written 20 (a slip: one logical core grouping twenty NeuronCores, more than the chip's 8); checks.yaml logical-core-max: 1 to 8: refused naming specs.csv, line 63 and the check
# expect-rc: 1
# expect: specs.csv, line 63
# expect: logical-core-max
setcell() { "$PY" - "$@" <<'EOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
EOF
}
cp -r "$PROJECT/data" d
setcell d/specs.csv 63 value 20
timeout 55 "$TR" validate d
