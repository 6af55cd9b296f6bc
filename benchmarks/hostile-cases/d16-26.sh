# what: specs.csv: trainium2's sram_capacity (line 77, 224 MiB) entered as 0.224 (a magnitude slip, 1000x under; below sram-capacity's min 1 MiB): refused naming specs.csv, line 77, value and sram-capacity
# expect-rc: 1
# expect: specs.csv, line 77, field 'value'
# expect: sram-capacity
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
setcell d/specs.csv 77 value 0.224
timeout 55 "$TR" validate d
