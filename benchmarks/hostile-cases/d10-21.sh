# what: measurements.csv: a NUL byte inside line 5's note (a bad byte in a quoted cell): refused naming measurements.csv and line 5, no traceback
# expect-rc: 1
# expect: measurements.csv
# expect: line 5
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
"$PY" - <<'P'
raw = open('d/measurements.csv', 'rb').read().split(b'\n')
raw[4] = raw[4].replace(b'Llama 3 8B has', b'Llama 3 8B\x00 has', 1)
assert b'\x00' in raw[4]
open('d/measurements.csv', 'wb').write(b'\n'.join(raw))
P
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
