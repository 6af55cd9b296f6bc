# what: prices.csv: trn1.32xlarge's us-east-1 on-demand price (line 56) written with a decimal comma ("21,50", quoted: a European spreadsheet's export): not a number; refused naming prices.csv, line 56 and usd_per_hour
# expect-rc: 1
# expect: prices.csv
# expect: line 56
# expect: usd_per_hour
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
setcell d/prices.csv 56 usd_per_hour "21,50"
sed -n 56p d/prices.csv | cut -c1-90
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
