# what: specs.csv: trainium3's process_node (line 131, 3 nm, one of two sources) written 0 (a cell emptied to zero: below process-node's min 1, and a zero in a sources-agree group whose ratio divides by the median): refused naming specs.csv, line 131, value (by the schema's value > 0 or by process-node), no ZeroDivisionError traceback
# expect-rc: 1
# expect: specs.csv, line 131, field 'value'
# expect-not: ZeroDivision
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
setcell d/specs.csv 131 value 0
timeout 55 "$TR" validate d
