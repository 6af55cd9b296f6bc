# what: sources.csv: glennklockwood-h100's accessed (line 38) written 2026-02-29 (2026 is no leap year: no such day; data/README: dates are ISO): refused naming sources.csv, line 38, accessed
# expect-rc: 1
# expect: sources.csv
# expect: 38
# expect: accessed
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
setcell d/sources.csv 38 accessed 2026-02-29
timeout 55 "$TR" validate d
