# what: specs.csv: trainium2's memory_bandwidth (line 65, 2.9 TB/s) with its unit written 'Tb/s' (terabits, a case slip: not one of memory_bandwidth's units GB/s, GiB/s, TB/s in data/README; 8x off if read as bits): refused naming specs.csv, line 65 and unit
# expect-rc: 1
# expect: specs.csv
# expect: line 65
# expect: unit
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
setcell d/specs.csv 65 unit Tb/s
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
