# what: prices.csv: a quoted note on line 215 holding a lone CR (\r, an old Mac line break; data/README: a row is one line, a cell with a line break is refused): refused naming prices.csv and line 215
# expect-rc: 1
# expect: prices.csv
# expect: 215
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
setcell d/prices.csv 215 note $'Lambda 8x H100\rper GPU'
grep -c $'\r' d/prices.csv >/dev/null || echo "SETUP FAILED"
timeout 55 "$TR" validate d
