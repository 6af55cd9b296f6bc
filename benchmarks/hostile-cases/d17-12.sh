# what: prices.csv converted to old-Mac CR-only line ends (every row one 'line' to a reader splitting on LF) with p5en.48xlarge's spot price (line 119) slipped to 2657.14 (332 per chip-hour, above price-per-chip-hour's 100): either refused naming prices.csv, or read and the slip named; no traceback
# expect-rc: 1
# expect: prices.csv
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
setcell d/prices.csv 119 usd_per_hour 2657.14
"$PY" -c "p='d/prices.csv'; b=open(p,'rb').read().replace(b'\r\n',b'\n').replace(b'\n',b'\r'); open(p,'wb').write(b)"
timeout 55 "$TR" validate d
