# what: availability.csv: the trn1 us-east-1 row (line 38) deleted; data/README: a price is in one of its instance family's regions when the family has rows there, so trn1.32xlarge's us-east-1 prices (prices.csv line 56 on) are now where trn1 is not offered: refused naming prices.csv, line 56 and region
# expect-rc: 1
# expect: prices.csv
# expect: line 56
# expect: region
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
sed -i '38d' d/availability.csv
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
