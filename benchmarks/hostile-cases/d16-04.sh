# what: efficiency.csv: the roofline step overhead (line 10, 0.5 ms = 500 us) entered as 500 (the microseconds figure under ms; above serving-overhead's 100 ms): refused naming efficiency.csv, line 10, value and the check
# expect-rc: 1
# expect: efficiency.csv, line 10
# expect: serving-overhead
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
setcell d/efficiency.csv 10 value 500
timeout 55 "$TR" validate d
