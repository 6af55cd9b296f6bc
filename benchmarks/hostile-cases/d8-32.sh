# what: efficiency.csv: the decode step_overhead_ms (line 10, 0.5 ms) entered in seconds (0.0005: a 0.5 microsecond step, below serving-overhead's 0.01 ms): refused naming efficiency.csv, line 10
# expect-rc: 1
# expect: efficiency.csv, line 10
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
setcell d/efficiency.csv 10 value 0.0005
timeout 55 "$TR" validate d
