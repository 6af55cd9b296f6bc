# what: two faults in one run: prices.csv line 80's as_of written 2026-8-26 (no zero pad: not ISO) and specs.csv line 65 trainium2 memory_bandwidth slipped to 2900 TB/s (GB/s figure under TB/s): validate now runs the checks on the rows without a problem, so one run names both
# expect-rc: 1
# expect: prices.csv, line 80, field 'as_of'
# expect: chip-memory-bandwidth
# expect: specs.csv, line 65
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
setcell d/prices.csv 80 as_of 2026-8-26
setcell d/specs.csv 65 value 2900
timeout 55 "$TR" validate d
