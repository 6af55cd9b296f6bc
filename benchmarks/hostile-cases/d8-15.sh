# what: the checked row itself broken and its neighbour slipped: specs.csv line 65 (trainium2 memory_bandwidth) value '2.9e' (not a number) and line 90 (the same metric from glennklockwood-trainium2) slipped to 2900 TB/s: one run names line 65's value and line 90's range failure
# expect-rc: 1
# expect: specs.csv, line 65, field 'value'
# expect: chip-memory-bandwidth
# expect: specs.csv, line 90
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
setcell d/specs.csv 65 value 2.9e
setcell d/specs.csv 90 value 2900
timeout 55 "$TR" validate d
