# what: entities.csv: h200-sxm's fit_from (line 11) re-pointed to b200 (a chip with no decode runs in measurements.csv; data/README: validate refuses a lender with no decode runs): refused naming entities.csv, line 11, fit_from
# expect-rc: 1
# expect: entities.csv
# expect: line 11
# expect: fit_from
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
grep -q ',b200,' d/measurements.csv && echo "CHECK FAILED: b200 has runs"
setcell d/entities.csv 11 fit_from b200
timeout 55 "$TR" validate d 2>&1 | cut -c1-300 | tail -8
exit ${PIPESTATUS[0]}
