# what: efficiency.csv: the Llama 3 training MFU (line 2, 0.43) set to exactly 0.75, checks.yaml training-mfu's upper bound ('training MFU 0.05 to 0.75', data/README: an inclusive range as written): odd but legal, validate OK (rc 0)
# expect-rc: 0
# expect: OK:
# expect-not: training-mfu
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
setcell d/efficiency.csv 2 value 0.75
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
