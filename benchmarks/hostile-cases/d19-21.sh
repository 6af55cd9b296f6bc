# what: prices.csv: line 215 (Lambda H100 rate) alone ended CRLF in an LF file (one row pasted from Windows) and its usd_per_hour slipped 100x to 0.0399 (below price-per-chip-hour min 0.05): refused naming prices.csv, line 215 (line numbers unshifted; min_chips read 8, not 8\r)
# expect-rc: 1
# expect: prices.csv
# expect: line 215
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
setcell d/prices.csv 215 usd_per_hour 0.0399
sed -i "215s/\$/\r/" d/prices.csv
timeout 55 "$TR" validate d
