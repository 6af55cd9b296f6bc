# what: prices.csv: trn1.32xlarge's us-east-1 on-demand price (line 56) dated 2020-06-15, more than two years before trn1.32xlarge's available_from 2022-10 (entities.csv line 28; the loader allows a price at most 365 days before its hardware, a preview; corrected from 2022-09-15, which lies within those 365 days): refused naming prices.csv, line 56 and as_of
# expect-rc: 1
# expect: prices.csv
# expect: line 56
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
setcell d/prices.csv 56 as_of 2020-06-15
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
