# what: two faults: measurements.csv line 2's batching written 'Static' (not in the enum) and efficiency.csv line 2's training MFU 0.43 written 43 (a percent as a fraction): one run names both, each with file, line and field
# expect-rc: 1
# expect: measurements.csv, line 2, field 'batching'
# expect: field 'value'
# expect: efficiency.csv, line 2
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
setcell d/measurements.csv 2 batching Static
setcell d/efficiency.csv 2 value 43
timeout 55 "$TR" validate d
