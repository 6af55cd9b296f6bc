# what: prices.csv: trn1.32xlarge's us-east-1 on-demand price (line 56) dated 2022-10-01, the first day of its available_from month 2022-10 (legal: not before availability; odd but legal, only old for a verdict): validate passes (rc 0, OK)
# expect-rc: 0
# expect: OK
# expect-not: line 56
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
setcell d/prices.csv 56 as_of 2022-10-01
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -12
exit ${PIPESTATUS[0]}
