# what: prices.csv: the Lambda 8x H100 rate (line 215) dated 2021-09-30 (366 days before 2022-10-01, before any day of h100-sxm's available_from month; data/README: not more than 365 days before): refused naming prices.csv, line 215, as_of
# expect-rc: 1
# expect: prices.csv
# expect: 215
# expect: as_of
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
setcell d/prices.csv 215 as_of 2021-09-30
timeout 55 "$TR" validate d
